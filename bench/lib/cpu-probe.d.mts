/** Answers 'cpu' (and 'gc': after a full collection, with --expose-gc) on the IPC channel with process.cpuUsage(), when the process has one. */
export function answerCpuProbe(): void;
