// Types of the parts of http.mjs the TypeScript tests use.
import type { HttpScenario } from './lib/scenarios.mjs';

export interface HttpPlan {
  rounds: number;
  warmup: number;
  duration: number;
  connections: number;
  scenarios: HttpScenario[];
  frameworks: string[];
  pin: boolean;
  extras: Record<string, string[]>;
  runs: number;
  seconds: number;
}
export interface HttpRun {
  round: number;
  scenario: string;
  framework: string;
  ok: boolean;
  rps: number;
  requests?: number;
  p50Ms?: number;
  p99Ms?: number;
  cpuUsPerRequest?: number;
  peakKb?: number;
  problems: string[];
  skipped?: string;
}
/** The run's settings from the BENCH_* environment variables. */
export declare function httpPlan(): HttpPlan;
/** The servers a scenario runs in a plan: its frameworks, then its reference servers. */
export declare function serversOf(plan: Pick<HttpPlan, 'frameworks' | 'extras'>, scenario: HttpScenario): string[];
export declare function summarizeRuns(runs: HttpRun[], plan: HttpPlan): Record<string, Record<string, unknown>>;
export declare function renderHttpMarkdown(
  data: {
    plan: HttpPlan;
    summary: Record<string, Record<string, unknown>>;
    runs: HttpRun[];
    pinned: boolean;
    notes: string[];
    versions: Record<string, string>;
  },
  svgPath: string,
): string;
export declare const LIST_WRITERS: Readonly<Record<string, string>>;
