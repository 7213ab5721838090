/** The `fwc` entry point: parses the command line and dispatches to build, check, diff, new, start or help. */
import { parseArgs } from 'node:util';
import { BUILD_HELP, CHECK_HELP, DEV_HELP, DIFF_HELP, MAIN_HELP, NEW_HELP } from './help.js';
import { START_HELP } from './start.js';
import { checkCommand } from './check.js';
import { pinTypeScript } from '@fw/transformer/internal';

/** Replaced by the bundler with the version in packages/cli/package.json. */
declare const FWC_VERSION: string | undefined;

/** The fwc version, `0.0.0-dev` when run unbundled. */
const VERSION: string = typeof FWC_VERSION === 'string' ? FWC_VERSION : '0.0.0-dev';

/** Exit code for a bad command line (unknown command or option, missing argument). */
const USAGE = 2;

/** A bad command line: the message, and the help text to show with it. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly help: string,
  ) {
    super(message);
  }
}

/** Runs node:util's parseArgs (in `parse`), turning its errors into {@link UsageError}s. */
function parseOrUsage<T>(command: string, help: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // Node's messages continue with advice about "--"; the first sentence is the point.
    // Up to the first period outside quotes; each character has one way to match, so linear.
    const first = /^(?:[^.']|'[^']*')*\./.exec(text)?.[0] ?? text;
    throw new UsageError(`${command}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, help);
  }
}

/**
 * Runs one fwc command line (without `node` and the script) and resolves with the exit code:
 * 0 success, 1 failure, 2 bad arguments.
 *
 * @example process.exit(await main(['build', '--project', 'tsconfig.json']))
 */
async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
        throw new UsageError('fwc: missing command', MAIN_HELP);
      case '-h':
      case '--help':
        console.log(MAIN_HELP.trimEnd());
        return 0;
      case '-v':
      case '--version':
        console.log(VERSION);
        return 0;
      case 'help':
        return help(rest);
      case 'build':
        return await buildCommand(rest);
      case 'dev':
        return await devCommand(rest);
      case 'new':
        return await newCommand(rest);
      case 'check':
        return await checkCliCommand(rest);
      case 'start':
        return await startCommand(rest);
      case 'diff':
        return await diffCommand(rest);
      default:
        throw new UsageError(
          command.startsWith('-')
            ? `fwc: unknown option '${command}'`
            : `fwc: unknown command '${command}' (commands: build, dev, check, diff, new, start, help)`,
          MAIN_HELP,
        );
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usageLines(error.help)}`);
    return USAGE;
  }
}

/** The usage line of a help text and where to read the rest, for errors. */
function usageLines(help: string): string {
  const usage = help.split('\n').find((line) => line.startsWith('Usage: ')) ?? 'Usage: fwc <command> [options]';
  const command = /^Usage: (fwc(?: \w+)?)/.exec(usage)?.[1] ?? 'fwc';
  const topic = command === 'fwc' ? 'fwc --help' : `${command} --help`;
  return `${usage}\nRun \`${topic}\` for details.`;
}

/** `fwc help [command]`. */
function help(args: string[]): number {
  const [topic, extra] = args;
  if (extra !== undefined) throw new UsageError('fwc help: expected at most one command', MAIN_HELP);
  const text =
    topic === undefined
      ? MAIN_HELP
      : topic === 'build'
        ? BUILD_HELP
        : topic === 'dev'
          ? DEV_HELP
          : topic === 'new'
            ? NEW_HELP
            : topic === 'check'
              ? CHECK_HELP
              : topic === 'start'
                ? START_HELP
                : topic === 'diff'
                  ? DIFF_HELP
                  : undefined;
  if (text === undefined) throw new UsageError(`fwc help: unknown command '${topic}'`, MAIN_HELP);
  console.log(text.trimEnd());
  return 0;
}

/** The options `fwc build` and `fwc dev` share: the project, where openapi.json comes from and goes, and help. */
const PROJECT_OPTIONS = {
  project: { type: 'string', short: 'p' },
  app: { type: 'string' },
  out: { type: 'string' },
  'no-openapi': { type: 'boolean' },
  client: { type: 'string' },
  'no-client': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `--project`, `--app`, `--out`, `--no-openapi`, `--client` and `--no-client` as {@link build} and {@link dev} take them; `--no-openapi` excludes `--app` and `--out`. */
function projectOptions(
  command: string,
  help: string,
  values: {
    project?: string;
    app?: string;
    out?: string;
    'no-openapi'?: boolean;
    client?: string;
    'no-client'?: boolean;
  },
): {
  project: string | undefined;
  app: string | undefined;
  out: string | undefined;
  openapi: boolean;
  client: string | false | undefined;
} {
  if (values['no-openapi'] === true && (values.app !== undefined || values.out !== undefined)) {
    throw new UsageError(`${command}: --no-openapi cannot be combined with --app or --out`, help);
  }
  if (values['no-client'] === true && values.client !== undefined) {
    throw new UsageError(`${command}: --no-client cannot be combined with --client`, help);
  }
  return {
    project: values.project,
    app: values.app,
    out: values.out,
    openapi: values['no-openapi'] !== true,
    client: values['no-client'] === true ? false : values.client,
  };
}

/** `fwc build [--project p] [--app f] [--out f] [--no-openapi] [--client f] [--no-client] [--bundle [--entry f] [--bundle-out f]] [--baseline b [--accept id]...]`. */
async function buildCommand(args: string[]): Promise<number> {
  const { values } = parseOrUsage('fwc build', BUILD_HELP, () =>
    parseArgs({
      args,
      strict: true,
      options: {
        ...PROJECT_OPTIONS,
        bundle: { type: 'boolean' },
        entry: { type: 'string' },
        'bundle-out': { type: 'string' },
        baseline: { type: 'string' },
        accept: { type: 'string', multiple: true },
      },
    }),
  );
  if (values.help === true) {
    console.log(BUILD_HELP.trimEnd());
    return 0;
  }
  const project = projectOptions('fwc build', BUILD_HELP, values);
  if (values.bundle !== true && (values.entry !== undefined || values['bundle-out'] !== undefined)) {
    throw new UsageError('fwc build: --entry and --bundle-out need --bundle', BUILD_HELP);
  }
  if (values.baseline === undefined && values.accept !== undefined)
    throw new UsageError('fwc build: --accept needs --baseline', BUILD_HELP);
  if (values.baseline !== undefined && !project.openapi)
    throw new UsageError(
      'fwc build: --baseline compares the openapi.json the build writes; it cannot be combined with --no-openapi',
      BUILD_HELP,
    );
  // Loaded on demand, so that help and `new` do not load the TypeScript compiler.
  pinOwnTypeScript();
  const { build } = await import('./build.js');
  return build({
    ...project,
    bundle: values.bundle === true,
    entry: values.entry,
    bundleOut: values['bundle-out'],
    baseline: values.baseline,
    accept: values.accept,
  });
}

/** `fwc diff <base> [head] [--json] [--accept id]...`. */
async function diffCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOrUsage('fwc diff', DIFF_HELP, () =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        accept: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) {
    console.log(DIFF_HELP.trimEnd());
    return 0;
  }
  const [base, head, extra] = positionals;
  if (base === undefined) throw new UsageError('fwc diff: missing the base document (a file or a git ref)', DIFF_HELP);
  if (extra !== undefined)
    throw new UsageError(`fwc diff: unexpected argument '${extra}'; expected <base> [<head>]`, DIFF_HELP);
  const { diff } = await import('./diff/index.js');
  return diff({ base, head, json: values.json === true, accept: values.accept });
}

/** `fwc dev [entry] [--project p] [--app f] [--out f] [--no-openapi] [-- app args]`. */
async function devCommand(args: string[]): Promise<number> {
  // Everything after `--` is the app's own.
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const appArgs = split === -1 ? [] : args.slice(split + 1);
  const { values, positionals } = parseOrUsage('fwc dev', DEV_HELP, () =>
    parseArgs({
      args: own,
      strict: true,
      allowPositionals: true,
      options: PROJECT_OPTIONS,
    }),
  );
  if (values.help === true) {
    console.log(DEV_HELP.trimEnd());
    return 0;
  }
  const [entry, extra] = positionals;
  if (extra !== undefined)
    throw new UsageError(`fwc dev: unexpected argument '${extra}'; pass the app's own arguments after --`, DEV_HELP);
  const project = projectOptions('fwc dev', DEV_HELP, values);
  pinOwnTypeScript();
  const { dev } = await import('./dev/index.js');
  return dev({ entry, args: appArgs, ...project });
}

/** Makes the transformer and typia load fwc's own TypeScript 5.9, whatever `typescript` the project has. */
function pinOwnTypeScript(): void {
  pinTypeScript(typeof __filename === 'string' ? __filename : (process.argv[1] ?? process.cwd()), 'process');
}

/** `fwc new <name> [--dir d] [--fw-source p]`. */
async function newCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOrUsage('fwc new', NEW_HELP, () =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        dir: { type: 'string' },
        'fw-source': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) {
    console.log(NEW_HELP.trimEnd());
    return 0;
  }
  const [name, extra] = positionals;
  if (name === undefined) throw new UsageError('fwc new: missing the project name', NEW_HELP);
  if (extra !== undefined)
    throw new UsageError(`fwc new: unexpected argument '${extra}'; expected one project name`, NEW_HELP);
  const { createProject } = await import('./new.js');
  return createProject({ name, dir: values.dir, fwSource: values['fw-source'], version: VERSION });
}

/** `fwc check [--app f] [--credential scheme=Header: value]... [--replay n] [--budget n] [--time-limit ms]`. */
async function checkCliCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOrUsage('fwc check', CHECK_HELP, () =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        app: { type: 'string' },
        credential: { type: 'string', multiple: true },
        replay: { type: 'string' },
        budget: { type: 'string' },
        'time-limit': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) {
    console.log(CHECK_HELP.trimEnd());
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`fwc check: unexpected argument '${positionals[0]}'`, CHECK_HELP);
  /** A whole number option within [min, max]; anything else is a usage error. */
  const whole = (flag: string, text: string | undefined, min: number, max: number): number | undefined => {
    if (text === undefined) return undefined;
    const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min && value <= max))
      throw new UsageError(
        `fwc check: ${flag} must be a whole number from ${min} to ${max}, got '${text}'`,
        CHECK_HELP,
      );
    return value;
  };
  const replay = whole('--replay', values.replay, 0, 4294967295);
  const budget = whole('--budget', values.budget, 1, 10_000_000);
  const timeLimitMs = whole('--time-limit', values['time-limit'], 1, 3_600_000);
  return checkCommand({
    app: values.app,
    credentials: values.credential,
    ...(replay === undefined ? {} : { replay }),
    ...(budget === undefined ? {} : { budget }),
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
  });
}

/** `fwc start [entry] [--workers n] [--log-format f] [--shutdown-timeout ms] [-- args]`. */
async function startCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOrUsage('fwc start', START_HELP, () =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        workers: { type: 'string', short: 'w' },
        'log-format': { type: 'string' },
        'shutdown-timeout': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) {
    console.log(START_HELP.trimEnd());
    return 0;
  }
  const dashes = args.indexOf('--');
  const before = dashes === -1 ? positionals : positionals.slice(0, positionals.length - (args.length - dashes - 1));
  if (before.length > 1)
    throw new UsageError(`fwc start: unexpected argument '${before[1]}'; pass app arguments after --`, START_HELP);
  const { start } = await import('./start.js');
  return start(
    {
      entry: before[0],
      workers: values.workers,
      logFormat: values['log-format'],
      shutdownTimeout: values['shutdown-timeout'],
      args: positionals.slice(before.length),
    },
    (message) => {
      throw new UsageError(message, START_HELP);
    },
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`fwc: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
