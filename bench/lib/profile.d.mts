/** Types of lib/profile.mjs for the TypeScript tests. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber?: number;
  scriptId?: string;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export type Category = 'fw' | 'app' | 'packages' | 'node' | 'native' | 'gc' | 'idle';
export interface ProfileSummary {
  requests: number;
  samples: number;
  sampledMs: number;
  busyUs: number;
  idleUs: number;
  byCategory: Record<Category, number>;
  functions: { label: string; category: Category; us: number }[];
}
export const CATEGORIES: [Exclude<Category, 'idle'>, string][];
export function categoryOf(frame: CallFrame): Category;
export function frameLabel(frame: CallFrame): string;
export function summarizeProfile(
  profile: CpuProfile,
  window: { fromUs?: number; toUs?: number; requests: number },
): ProfileSummary;
export function ownUs(summary: ProfileSummary): number;
export function renderProfileTable(
  entries: { label: string; summary: ProfileSummary | null; rps?: number; problem?: string }[],
): string;
export function explainDifference(
  subjectLabel: string,
  subject: ProfileSummary,
  referenceLabel: string,
  reference: ProfileSummary,
): string;
export function averageSummaries(summaries: ProfileSummary[]): ProfileSummary;
