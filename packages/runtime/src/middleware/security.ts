/** Re-exports of the security middleware, by name (filled in as each middleware lands). */
export {};
