/** `fwc diff`: the changes between two OpenAPI documents, and whether they break clients (exit 1 when one does). */
import path from 'node:path';
import { ACCEPT_FILE, readAcceptFile } from './accept.js';
import type { Change } from './changes.js';
import { compareDocuments } from './operations.js';
import { gitPathOf, loadDocument, SourceError } from './source.js';

/** Options of {@link diff}. */
export interface DiffOptions {
  /** The document before: a file, a git ref (its `openapi.json`, as `<ref>:./<head file>`), or `<ref>:<path>`. */
  readonly base: string;
  /** The document after: a file or a git ref as for `base`. Default `openapi.json` in `cwd`. */
  readonly head?: string | undefined;
  /** Print one JSON object instead of lines. Default `false`. */
  readonly json?: boolean | undefined;
  /** Ids of breaking changes made on purpose, added to those in the accept file. */
  readonly accept?: readonly string[] | undefined;
  /** The accept file. Default `.fwdiffaccept` in `cwd`. */
  readonly acceptFile?: string | undefined;
  /** The directory relative paths and git refs are read from. Default `process.cwd()`. */
  readonly cwd?: string | undefined;
  /** The name that starts each printed line. Default `fwc diff`. */
  readonly label?: string | undefined;
}

/** A change as `--json` prints it: whether an accept id covers it too. */
interface ReportedChange extends Change {
  readonly accepted: boolean;
}

/** Exit codes: no breaking change (or all accepted), a breaking change, a document that cannot be read. */
const OK = 0;
const BREAKING = 1;
const BAD_INPUT = 2;

/**
 * Compares two OpenAPI 3 documents and prints every change, breaking ones first, each with its
 * JSON pointer in both documents and its id. Resolves with 0 when no breaking change is left
 * unaccepted, 1 when one is, 2 when a document (or the accept file) cannot be read.
 *
 * @example process.exitCode = diff({ base: 'main' }) // main's openapi.json against the working tree's
 */
export function diff(options: DiffOptions): number {
  const cwd = options.cwd ?? process.cwd();
  const label = options.label ?? 'fwc diff';
  const headFile = options.head ?? 'openapi.json';
  let changes: Change[];
  let accepted: Set<string>;
  let labels: [string, string];
  try {
    // A git ref given for the base reads the file the head is, as that ref has it.
    const head = loadDocument(headFile, './openapi.json', cwd);
    const base = loadDocument(options.base, gitPathOf(options.head, cwd), cwd);
    labels = [base.label, head.label];
    accepted = new Set([
      ...(options.accept ?? []),
      ...readAcceptFile(options.acceptFile ?? path.join(cwd, ACCEPT_FILE)),
    ]);
    changes = compareDocuments(base, head);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    console.error(`${label}: error: ${error.message}`);
    return BAD_INPUT;
  }
  const reported: ReportedChange[] = changes.map((c) => ({ ...c, accepted: c.breaking && accepted.has(c.id) }));
  const failing = reported.filter((c) => c.breaking && !c.accepted);
  const ids = new Set(changes.map((c) => c.id));
  const unused = [...accepted].filter((id) => !ids.has(id));
  if (options.json === true) {
    console.log(
      JSON.stringify(
        {
          base: labels[0],
          head: labels[1],
          breaking: failing.length,
          accepted: reported.filter((c) => c.accepted).length,
          changes: reported,
          unusedAccepts: unused,
        },
        null,
        2,
      ),
    );
    return failing.length > 0 ? BREAKING : OK;
  }
  printText(reported, labels, unused, label);
  return failing.length > 0 ? BREAKING : OK;
}

function printText(
  changes: readonly ReportedChange[],
  labels: [string, string],
  unused: readonly string[],
  label: string,
): void {
  console.log(`${label}: ${labels[0]} → ${labels[1]}`);
  const order = (c: ReportedChange): number => (c.breaking && !c.accepted ? 0 : c.breaking ? 1 : 2);
  for (const c of [...changes].sort((a, b) => order(a) - order(b))) {
    const kind = c.breaking ? (c.accepted ? 'accepted breaking' : 'BREAKING') : 'change';
    console.log(`${kind} ${c.rule}: ${c.operation}${c.where === '' ? '' : ` ${c.where}`}: ${c.message}`);
    console.log(`  base: ${c.base ?? '(none)'}`);
    console.log(`  head: ${c.head ?? '(none)'}`);
    if (c.breaking) console.log(`  id: ${c.id}`);
  }
  for (const id of unused) console.log(`${label}: note: the accepted change ${id} is not among the changes; remove it`);
  const breaking = changes.filter((c) => c.breaking);
  const open = breaking.filter((c) => !c.accepted).length;
  const others = changes.length - breaking.length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary =
    changes.length === 0
      ? 'no changes'
      : `${plural(breaking.length, 'breaking change')}${breaking.length > open ? ` (${breaking.length - open} accepted)` : ''}, ${plural(others, 'other change')}`;
  if (open === 0) console.log(`${label}: ${summary}`);
  else
    console.error(
      `${label}: failed: ${summary}; ${open === 1 ? 'it breaks' : 'they break'} clients. If deliberate, accept each with --accept <id> or a line in ${ACCEPT_FILE}`,
    );
}
