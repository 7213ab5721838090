/** Re-exports of the observability middleware, by name (filled in as each middleware lands). */
export {};
