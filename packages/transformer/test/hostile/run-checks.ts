/**
 * Child process of hostile.test.ts: runs every generated template-literal and format check (and
 * the document's pattern) of the compiled shapes module on hostile strings, and prints one JSON
 * line per check with the largest CPU time one evaluation took.
 */
import { pathToFileURL } from 'node:url';

interface Doc {
  readonly schema: { properties: { v: unknown } };
  readonly validate: (input: unknown) => { success: boolean };
}

const [modulePath, sizeText] = process.argv.slice(2) as [string, string];
const size = Number(sizeText);

const PREFIXES = ['', 'a', 'user-', 'v1.', 'stable-', 'http://', 'ftp://u@', '1', 'x-', '/'];
const UNITS = [
  '@',
  '.',
  '-',
  ':',
  '/',
  'a',
  '0',
  ' ',
  '@.',
  '::',
  'aa',
  'ab',
  'a-',
  '1.',
  '1e',
  '-1',
  'a@',
  '%0',
  '4.1.6.7:155',
  'a.aa@',
];
const TAILS = ['!', '\n'];

/** Hostile strings of about `size` characters: each prefix, a repeated unit, each tail. */
function* hostile(): Generator<string> {
  for (const prefix of PREFIXES)
    for (const unit of UNITS)
      for (const tail of TAILS) yield prefix + unit.repeat(Math.ceil(size / unit.length)) + tail;
}

function slowest(run: (s: string) => unknown): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const s of hostile()) {
    const before = process.cpuUsage();
    run(s);
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    if (ms > worst.ms) worst = { ms, input: JSON.stringify(s.slice(0, 24)) + `... (${s.length} chars)` };
  }
  return worst;
}

/** Every `pattern` in a schema, at any depth (a union's members each have theirs). */
function patterns(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patterns(value),
  );
}

async function main(): Promise<void> {
  const loaded = (await import(pathToFileURL(modulePath).href)) as {
    templates: Record<string, Doc>;
    formats: Record<string, Doc>;
  };
  for (const [group, docs] of Object.entries({ template: loaded.templates, format: loaded.formats })) {
    for (const [name, doc] of Object.entries(docs)) {
      const keyed = name === 'keys';
      const check = slowest((s) => doc.validate({ v: keyed ? { [s]: 1 } : s }));
      console.log(JSON.stringify({ group, name, kind: 'validator', ...check }));
      for (const pattern of patterns(doc.schema.properties.v)) {
        const regex = new RegExp(pattern);
        console.log(JSON.stringify({ group, name, kind: 'document pattern', ...slowest((s) => regex.test(s)) }));
      }
    }
  }
}

void main();
