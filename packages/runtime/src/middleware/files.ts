/** Re-exports of the files middleware, by name (filled in as each middleware lands). */
export {};
