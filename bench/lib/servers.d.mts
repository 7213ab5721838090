// Types of servers.mjs for the TypeScript tests.
import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  port: number;
  pid: number;
  startMs: number;
  child: ChildProcess;
  stop(): Promise<{ peakKb: number; rssKb: number; stderr: string }>;
}
export declare function serverCommand(framework: string, kind: string): { file: string; args: string[] };
export declare function cpuSecondsOf(pid: number): number;
export declare function memoryOf(pid: number): { peakKb: number; rssKb: number } | null;
export declare function startServer(
  framework: string,
  kind: string,
  options?: {
    cpu?: number | null;
    env?: Record<string, string>;
    timeoutMs?: number;
    command?: { file: string; args: string[] };
    nodeArgs?: string[];
    ipc?: boolean;
  },
): Promise<RunningServer>;
