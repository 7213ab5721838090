// Compiles every package's tests, runs their test files concurrently with uvu (a slow file in a
// process of its own, the short files of a package together in a few; slowest first), prints
// each process's output when it ends, the wall time per package and in total, and ends with the
// line `N passed, N failed`.
//
//   npm test                      every package
//   FW_TEST_JOBS=2 npm test       at most 2 test processes at once (default: one more than the cores)
//   node scripts/test.mjs packages/runtime   one package (its directory)
//   node scripts/test.mjs checks  only the code checks (format, lint, unused exports)
//
// A full run also runs the code checks beside the tests, each counted as one test: Prettier's
// format check, ESLint (type-aware) and knip's unused-export check; they start while the tests compile.
//
// Test time on a 2-core machine: a run waits for CPU (most files compile TypeScript, build and
// start apps), so less work shortens it and more files at once does not. Three at once keeps both
// cores busy while a file waits on a server, the network or a timer; the slowest start first (the
// last run's times, or SLOW_GUESS on a fresh clone) so that no long file ends the run alone. Work
// is not done twice: short files share a process's start (GROUP_SIZE), the compile step hands the
// projects it type-checked to the tests (FW_TESTS_TYPECHECKED), and the registry test walks the
// README's commands once, in one app. Each job's line says when it started and the CPU seconds
// it used (its child processes' included); the summary prints the busiest jobs, the CPU used in
// all, the cores kept busy (to tell the two kinds of waiting apart) and the least time that much
// work takes on this machine's cores.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';
// System programs some tests drive (chromium for the docs page), installed with apt-get when missing.
await ensureSystemDeps();

const root = new URL('..', import.meta.url).pathname;
// Root devDependencies, linked into node_modules by pnpm install.
const uvuBin = join(root, 'node_modules', 'uvu', 'bin.js');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const cpuReport = join(root, 'scripts', 'cpu-report.cjs');
/** A test process (one file or a group) may take this long before it is stopped and counted as failed. */
const FILE_TIMEOUT_MS = 15 * 60 * 1000;
/** Test processes run at once: most of a test's time is spent waiting on servers, child processes and builds. */
const JOBS = Math.max(1, Number(process.env.FW_TEST_JOBS) || availableParallelism() + 1);
/**
 * The slowest test files and checks of a fresh-clone run on a 2-core machine, slowest first: the
 * order of a run that has no times of its own yet (a fresh clone). A long file that starts late
 * ends the run alone while the other slots sit idle, so every file over about 25 s is here.
 */
const SLOW_GUESS = [
  'packages/cli/test/publish.test.js',
  'packages/transformer/cache-diff.test.js',
  'packages/cli/test/build.test.js',
  'packages/cli/test/e2e.test.js',
  'check: lint (eslint)',
  'packages/transformer/markercache.test.js',
  'packages/transformer/matrix.test.js',
  'packages/transformer/watch.test.js',
  'packages/cli/test/typescript7.test.js',
  'examples/demo/client.test.js',
  'packages/transformer/schema.test.js',
  'packages/transformer/hostile.test.js',
  'packages/cli/test/new.test.js',
  'packages/transformer/tspc.test.js',
  'packages/transformer/isolated.test.js',
  'bench/parity.test.js',
  'packages/runtime/ui-browser.test.js',
  'packages/cli/test/dev.test.js',
  'examples/demo/docs-browser.test.js',
  'packages/transformer/contract.test.js',
  'examples/demo/vitest.test.js',
  'bench/alloc.test.js',
  'packages/transformer/plugins.test.js',
  'check: format (prettier --check)',
  'packages/transformer/replies.test.js',
  'packages/runtime/cluster.test.js',
];
/**
 * Test files that are not in SLOW_GUESS share a process, this many at most to one (in rotation, so
 * the groups of a package are alike). Most of a short file's CPU time was its process's start:
 * Node, the package and its dependencies loaded and compiled, the transformer's tests parsing
 * TypeScript's lib files again; in one process that is paid once a group. The transformer's 15
 * short files took 96 CPU seconds one to a process and 43 in one; the runtime's 50, 77 and 44.
 */
const GROUP_SIZE = 16;
/**
 * Slow files whose time is their own compiling in the test process (the transformer's), not child
 * processes or waiting: they share processes as the short files do, and save the most by it.
 */
const SHARED_SLOW = new Set([
  'packages/transformer/cache-diff.test.js',
  'packages/transformer/markercache.test.js',
  'packages/transformer/schema.test.js',
  'packages/transformer/contract.test.js',
  'packages/transformer/isolated.test.js',
  'packages/transformer/replies.test.js',
  'packages/transformer/plugins.test.js',
]);
/** Each file's (or group's) duration in the last run on this machine, so the slowest start first. */
const TIMES = join(root, 'node_modules', '.cache', 'fw-test-times.json');

// Every package (and the demo, bench) with a test/tsconfig.json takes part.
const only = process.argv.slice(2);
/** The code checks: each passes when its command exits 0; the output says what to fix. */
const CHECKS = [
  {
    name: 'check: format (prettier --check)',
    // Like ESLint's, Prettier's cache (by each file's content) makes a second run check only what changed.
    args: [
      join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--check',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      join(root, 'node_modules', '.cache', 'prettier', '.prettier-cache'),
      '--log-level',
      'warn',
      '.',
    ],
  },
  {
    name: 'check: lint (eslint)',
    args: [
      join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--cache',
      '--cache-location',
      join(root, 'node_modules', '.cache', 'eslint'),
      '--max-warnings',
      '0',
      '.',
    ],
  },
  {
    name: 'check: unused exports (knip)',
    args: [join(root, 'node_modules', 'knip', 'bin', 'knip.js'), '--no-progress'],
  },
];
const runChecks = only.length === 0 || only.includes('checks');
const packages = ['packages', 'examples']
  .flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [],
  )
  .concat(['bench'])
  .filter((dir) => existsSync(join(root, dir, 'test', 'tsconfig.json')))
  .filter((dir) => only.length === 0 || only.includes(dir));

const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;

/** Each test job's (and check's) duration. */
const times = {};
/** Each test job's (and check's and the compile's) CPU seconds, with its child processes'. */
const cpuUse = {};
/** Each package's first test process start and last end. */
const spans = new Map();
/** The test processes, checks and the compile share JOBS process slots, first come first served. */
const slots = semaphore(JOBS);
// Compiling: every test project in one `tsc -b` process, which parses the lib and declaration
// files they share once (25 CPU-s where one tsc per project took 39). --force: tsc -b would
// otherwise take a project for up to date when only a package it imports changed. --verbose names
// each project before its errors, so that a package whose tests do not compile is told apart.
const compiling = slots.run(() =>
  run(process.execPath, [
    tsc,
    '-b',
    '--force',
    '--verbose',
    '--pretty',
    'false',
    ...packages.map((dir) => join(dir, 'test', 'tsconfig.json')),
  ]),
);
// The code checks need no compiled tests: they start beside the compile, on the cores it leaves idle.
const checksDone = runChecks ? Promise.all(CHECKS.map((check) => slots.run(() => runCheck(check)))) : undefined;
const compile = await compiling;
if (compile.cpuSeconds !== undefined) cpuUse['compile (tsc -b)'] = compile.cpuSeconds;
const errors = new Map(packages.map((dir) => [dir, '']));
let current;
for (const line of compile.out.replace(/\r/g, '').split('\n')) {
  // tsc's own lines: "<time> - Building project '<path>'...", "<time> - Project '<path>' is ...".
  const building = line.indexOf(" - Building project '");
  if (building !== -1) {
    const project = line.slice(building + 21, line.indexOf("'", building + 21));
    current = packages.find((dir) => project.endsWith(join(dir, 'test', 'tsconfig.json')));
  } else if (
    current !== undefined &&
    line.trim() !== '' &&
    !line.includes(" - Project '") &&
    !line.startsWith('    * ')
  )
    errors.set(current, `${errors.get(current)}${line}\n`);
}
console.log(
  `\n# compiled the tests of ${packages.length} projects in ${seconds(compile.ms)}${startedAt(compile)}${compile.code === 0 ? '' : ' with type errors'}`,
);
const compiled = packages.map((dir) => {
  // An exit code without an error line of its own (tsc stopped early) fails every project.
  const ok = compile.code === 0 || (errors.get(dir) === '' && [...errors.values()].some((text) => text !== ''));
  if (!ok) {
    process.stdout.write(errors.get(dir) || compile.out);
    console.log(`# ${dir}: test compilation failed (type errors above)`);
    failed += 1;
  }
  return ok;
});

// The test projects tsc compiled without an error, handed to the test files: a test that type-checks
// one of them with the same TypeScript (typescript7.test.ts) need not check it again.
const typeChecked = JSON.stringify({
  typescript: JSON.parse(readFileSync(join(root, 'node_modules', 'typescript', 'package.json'), 'utf8')).version,
  projects: packages.filter((_, i) => compiled[i]).map((dir) => `${dir}/test/tsconfig.json`),
});

const known = readTimes();
// The slow files run one to a process (but SHARED_SLOW); the others of a package share processes,
// GROUP_SIZE at most to one, dealt out slowest first so that each group gets its share of them.
const alone = new Set(SLOW_GUESS.filter((name) => !SHARED_SLOW.has(name)));
const weight = (name) => SLOW_GUESS.length - (SLOW_GUESS.indexOf(name) + 1 || SLOW_GUESS.length + 1);
const files = packages
  .filter((_, i) => compiled[i])
  .flatMap((dir) => {
    const tests = listTests(join(root, dir, 'dist-test'));
    const single = tests.filter((file) => alone.has(`${dir}/${file}`));
    const shared = tests
      .filter((file) => !alone.has(`${dir}/${file}`))
      .sort((a, b) => weight(`${dir}/${b}`) - weight(`${dir}/${a}`));
    const count = Math.ceil(shared.length / GROUP_SIZE);
    const groups = Array.from({ length: count }, (_, g) => shared.filter((_, i) => i % count === g).sort());
    return [
      ...single.map((file) => ({ dir, files: [file], name: `${dir}/${file}` })),
      ...groups.map((group, g) => ({
        dir,
        files: group,
        name: `${dir}: ${group.length} files${count > 1 ? ` (group ${g + 1} of ${count})` : ''}`,
      })),
    ];
  })
  .sort((a, b) => expected(b) - expected(a));

/** How long a job is expected to take: the last run's time, or for a group new here its slowest file's. */
function expected(job) {
  return known[job.name] ?? Math.max(0, ...(job.files ?? []).map((file) => known[`${job.dir}/${file}`] ?? 0));
}

// Slowest first: a process slot goes to the jobs in this order as slots free up.
await Promise.all(files.map((job) => slots.run(() => runTests(job))));
await checksDone;
writeTimes(times);

console.log('\n# wall time per package (first test process started to last ended; processes run concurrently):');
for (const dir of packages) {
  const span = spans.get(dir);
  if (span !== undefined) console.log(`#   ${dir}: ${seconds(span.end - span.start)}`);
}
const slowest = Object.entries(times)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log(`# slowest: ${slowest.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}`);
const busiest = Object.entries(cpuUse)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);
if (busiest.length > 0)
  console.log(`# most CPU: ${busiest.map(([name, cpu]) => `${name} ${cpu.toFixed(0)} s`).join(', ')}`);
console.log(`# total: ${seconds(Date.now() - started)} with ${JOBS} test processes at once`);
const cpu = childCpuSeconds();
// More busy cores than the machine has means the run waits for CPU: fewer files at once would not
// help, less work would. Far fewer means files wait on something else (the network, timers).
if (cpu !== undefined)
  console.log(
    `# CPU: ${cpu.toFixed(0)} s used compiling and running the tests and checks, ${(cpu / ((Date.now() - started) / 1000)).toFixed(2)} of ${availableParallelism()} cores busy on average (this much work takes at least ${(cpu / availableParallelism()).toFixed(0)} s on ${availableParallelism()} cores)`,
  );
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** Runs one job's test files in one uvu process and counts their results. */
async function runTests({ dir, files: group, name }) {
  const span = spans.get(dir) ?? { start: Date.now(), end: 0 };
  spans.set(dir, span);
  // --no-color: uvu would otherwise set FORCE_COLOR in the test's environment, which Node turns into a
  // warning on every child process's stderr next to NODE_DISABLE_COLORS.
  const result = await run(
    process.execPath,
    [uvuBin, join(dir, 'dist-test'), `^(${group.map(escape).join('|')})$`, '--no-color'],
    FILE_TIMEOUT_MS,
    { FW_TESTS_TYPECHECKED: typeChecked },
  );
  span.end = Date.now();
  times[name] = result.ms;
  if (result.cpuSeconds !== undefined) cpuUse[name] = result.cpuSeconds;
  const text = result.out.replace(/\x1b\[[0-9;]*m/g, '');
  const num = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  const ok = num('Passed');
  const skip = num('Skipped');
  let bad = num('Total') - ok - skip;
  // A crash or time-out before uvu's summary still counts as a failure.
  if (result.code !== 0 && bad === 0) bad = 1;
  passed += ok;
  failed += bad;
  skipped += skip;
  console.log(
    `\n# ${name}: ${ok} passed, ${bad} failed in ${seconds(result.ms)}${startedAt(result)}${result.timedOut ? ' (stopped: time limit)' : ''}`,
  );
  process.stdout.write(result.out);
}

/** Runs one code check, counted as one test. */
async function runCheck({ name, args }) {
  const result = await run(process.execPath, args, FILE_TIMEOUT_MS);
  times[name] = result.ms;
  if (result.cpuSeconds !== undefined) cpuUse[name] = result.cpuSeconds;
  const ok = result.code === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`\n# ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(result.ms)}${startedAt(result)}`);
  if (!ok || result.out.trim() !== '') process.stdout.write(result.out);
}

/** At most `limit` tasks at once; the others wait, first come first served. */
function semaphore(limit) {
  let active = 0;
  const waiting = [];
  const next = () => {
    if (active < limit && waiting.length > 0) {
      active += 1;
      waiting.shift()();
    }
  };
  return {
    async run(task) {
      await new Promise((resolve) => {
        waiting.push(resolve);
        next();
      });
      try {
        return await task();
      } finally {
        active -= 1;
        next();
      }
    },
  };
}

/** Runs a command with its output captured (shown when it ends, so files do not interleave). */
function run(command, args, timeoutMs, env = {}) {
  return new Promise((resolve) => {
    const begin = Date.now();
    // Node processes report their CPU seconds (and their children's) on a pipe of their own (cpu-report.cjs).
    const node = command === process.execPath;
    const child = spawn(command, node ? ['--require', cpuReport, ...args] : args, {
      cwd: root,
      // No FORCE_COLOR: next to NODE_DISABLE_COLORS, Node prints a warning that tests counting stderr lines would see.
      env: {
        ...withoutForceColor(process.env),
        NODE_DISABLE_COLORS: '1',
        FW_SETUP_DONE: '1',
        FW_TEST_RUNNER_PID: String(process.pid),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', node ? 'pipe' : 'ignore'],
    });
    let out = '';
    let cpu = '';
    child.stdio[3]?.on('data', (chunk) => (cpu += chunk));
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    let timedOut = false;
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), child.kill('SIGKILL')), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const cpuSeconds = cpu.trim() === '' ? undefined : Number(cpu);
      resolve({ code, out, ms: Date.now() - begin, begin, cpuSeconds, timedOut });
    });
  });
}

function withoutForceColor(env) {
  const { FORCE_COLOR: _ignored, ...rest } = env;
  return rest;
}

/** The compiled test files of a dist-test directory, as paths relative to it. */
function listTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.test\.js$/.test(file))
    .sort();
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** CPU seconds of this process's finished children and their descendants (Linux's /proc, 100 ticks a second), or undefined. */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** When a process started, counted from the start of the run (the timeline of a slow run), and the CPU it used. */
function startedAt(result) {
  const cpu = result.cpuSeconds === undefined ? '' : `, ${result.cpuSeconds.toFixed(0)} s of CPU`;
  return ` (started at ${seconds(result.begin - started)}${cpu})`;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function readTimes() {
  try {
    return JSON.parse(readFileSync(TIMES, 'utf8'));
  } catch {
    // No earlier run here: a static guess of the slow files keeps them from starting last.
    return Object.fromEntries(SLOW_GUESS.map((name, i) => [name, SLOW_GUESS.length - i]));
  }
}

function writeTimes(times) {
  try {
    mkdirSync(dirname(TIMES), { recursive: true });
    writeFileSync(TIMES, JSON.stringify({ ...readTimesOnly(), ...times }, null, 1));
  } catch {
    // A read-only node_modules only loses the ordering hint.
  }
}

function readTimesOnly() {
  try {
    return JSON.parse(readFileSync(TIMES, 'utf8'));
  } catch {
    return {};
  }
}
