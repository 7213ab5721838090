/** Types of the parts of lib/targets.mjs the tests use. */
export function formatRatio(value: number, goal: number): string;
export interface TargetRun {
  round: number;
  scenario: string;
  framework: string;
  ok: boolean;
  rps: number;
}
/** The targets table in Markdown from a run's HTTP data and the text of results/router.md (or null). */
export function renderTargets(http: { runs: TargetRun[] }, router: string | null): string;
