/** Types of the parts of lib/targets.mjs the tests use. */
export function formatRatio(value: number, goal: number): string;
