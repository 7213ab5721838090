// The CPU probe of the hostile-input benchmark: a server started with an IPC channel answers the
// message 'cpu' with its own process.cpuUsage() (user and system µs of the whole process, all
// threads, from getrusage), and 'gc' the same after a full garbage collection when node runs
// with --expose-gc, so bench/hostile.mjs can read the CPU a request cost the server without
// counting the garbage of the requests before.

/** Answers 'cpu' and 'gc' messages on the IPC channel, when the process has one. */
export function answerCpuProbe() {
  if (typeof process.send !== 'function') return;
  process.on('message', (message) => {
    if (message === 'gc') globalThis.gc?.();
    if (message === 'cpu' || message === 'gc') process.send(process.cpuUsage());
  });
  // The channel must not keep a server alive that was told to stop, and a server whose benchmark
  // went away (the channel closed) stops too.
  process.channel?.unref();
  process.on('disconnect', () => process.exit(0));
}
