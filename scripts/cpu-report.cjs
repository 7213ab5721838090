// Preloaded (--require) into each process scripts/test.mjs starts: when the process exits, it
// writes the CPU seconds it used, with those of the child processes it waited for, to file
// descriptor 3, a pipe scripts/test.mjs reads to say which test files use the machine's time.
// Linux only (/proc); elsewhere it writes nothing.
'use strict';
const fs = require('node:fs');

// Only in a process the runner started itself: a process the test starts with the same options
// (cluster's workers get the parent's execArgv) may have anything else as its descriptor 3.
if (process.env.FW_TEST_RUNNER_PID === String(process.ppid))
  process.on('exit', () => {
    try {
      const stat = fs.readFileSync('/proc/self/stat', 'utf8');
      // After "pid (comm) ": state, ppid, ..., utime (11), stime (12), cutime (13), cstime (14), in ticks of 1/100 s.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      fs.writeSync(3, `${ticks / 100}\n`);
    } catch {
      // No /proc or no pipe: the run only goes without this process's figure.
    }
  });
