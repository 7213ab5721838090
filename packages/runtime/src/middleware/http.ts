/** Re-exports of the http middleware, by name (filled in as each middleware lands). */
export {};
