/** The route lints' settings (`lints` in the plugin entry) and their `// fw-ignore FWnnnn: <why>` escape hatch. */
import ts from 'typescript';
import { TransformError, type TransformErrorArgs } from '../diagnostics.js';

/** How a lint is reported: an error fails the build, a warning is printed, `off` skips the check. */
export type LintLevel = 'error' | 'warning' | 'off';

/** The route lints by their name in the plugin entry's `lints`, with their codes. */
const LINTS = {
  /** A route a middleware in front of the router (health, metrics) always answers for. */
  unreachable: 'FW2017',
  /** Two routes of one method that differ only by a trailing slash. */
  trailingSlash: 'FW2018',
  /** A scope whose middleware list is empty. */
  emptyScope: 'FW2019',
  /** A named route no pathFor / buildPath call names. */
  unusedName: 'FW2020',
} as const;

/** A lint's name. */
export type LintName = keyof typeof LINTS;

const DEFAULTS: Readonly<Record<LintName, LintLevel>> = {
  unreachable: 'error',
  trailingSlash: 'error',
  // A scope with no middleware is how a prefix is shared (`Router.scope('/api', [], routes)`): off unless asked.
  emptyScope: 'off',
  unusedName: 'off',
};

/**
 * The lint levels of a plugin entry: `{ "transform": "@fw/transformer", "lints": { "unusedName":
 * "warning", "trailingSlash": "off" } }`. Unknown names and levels are ignored (the defaults stay).
 */
export function lintLevels(config: Readonly<Record<string, unknown>>): Readonly<Record<LintName, LintLevel>> {
  const levels: Record<LintName, LintLevel> = { ...DEFAULTS };
  const given = config['lints'];
  if (typeof given !== 'object' || given === null) return levels;
  for (const name of Object.keys(LINTS) as LintName[]) {
    const level = (given as Record<string, unknown>)[name];
    if (level === 'error' || level === 'warning' || level === 'off') levels[name] = level;
  }
  return levels;
}

/** Reports route lints at their level, unless a `// fw-ignore FWnnnn:` comment on the line or the line before silences it. */
export class Linter {
  readonly #levels: Readonly<Record<LintName, LintLevel>>;
  readonly #report: (d: ts.Diagnostic) => void;

  constructor(levels: Readonly<Record<LintName, LintLevel>>, report: (d: ts.Diagnostic) => void) {
    this.#levels = levels;
    this.#report = report;
  }

  /** Whether a lint runs at all. */
  on(name: LintName): boolean {
    return this.#levels[name] !== 'off';
  }

  /** Reports one finding of lint `name` at `node`, with its message's params. */
  report(name: LintName, params: Readonly<Record<string, string>>, node: ts.Node): void {
    const level = this.#levels[name];
    const code = LINTS[name];
    if (level === 'off' || isIgnored(node, code)) return;
    const error = new TransformError(...([code, params, node] as TransformErrorArgs));
    this.#report(error.toDiagnostic(level === 'warning' ? ts.DiagnosticCategory.Warning : ts.DiagnosticCategory.Error));
  }
}

/** Whether the node's line, or the line before it, holds `fw-ignore <code>:` (a reason after the colon). */
function isIgnored(node: ts.Node, code: string): boolean {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  const lines = file.getLineStarts();
  const from = lines[Math.max(0, line - 1)]!;
  const to = line + 1 < lines.length ? lines[line + 1]! : file.text.length;
  return file.text.slice(from, to).includes(`fw-ignore ${code}:`);
}
