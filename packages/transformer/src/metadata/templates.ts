/**
 * Template literal types as patterns that run in time linear in the input, for the document's
 * `pattern` and for every check fw generates (request bodies, typed parameters, answer checks,
 * record keys).
 *
 * TypeScript decides whether a string belongs to a template such as `${string}@${string}.${string}`
 * by scanning it once: the text before the first placeholder must start the string, the text
 * after the last one must end it, and each placeholder in between takes everything up to the
 * first occurrence of the text that follows it (one character when two placeholders meet); each
 * piece must then be a value of its placeholder's type. The pattern written here says exactly
 * that: a placeholder followed by `@` is `[^@]*`, followed by a longer text `abc` it is
 * `(?:(?!abc)[\s\S])*`, so no placeholder can end in more than one place and the backtracking
 * engine has nothing to try twice. typia's own pattern (`(.*)@(.*)\.(.*)`, unanchored) takes
 * seconds of CPU on a few kilobytes of `@`; generated checks that use it are rewritten to these
 * (see `linearPatterns`).
 *
 * Placeholder types: `${string}` is any text (line breaks included), `${number}` a decimal
 * number (`-1`, `2.5`, `1e3`), `${bigint}` an integer (`-12`), `${boolean}` `true` or `false`.
 */
import { typiaMetadataPattern, typiaTemplatePattern, type MetadataSchema } from '../adapters/typia.js';
import { eachMetadata } from './walk.js';

/** The anchored, linear-time pattern of a template literal type's values. */
export function templatePattern(row: readonly MetadataSchema[]): string {
  return `^${templateBody(row)}$`;
}

/** The pattern of a set of template literal types (an alternation of anchored templates). */
function templatesPattern(rows: readonly (readonly MetadataSchema[])[]): string {
  return rows.length === 1 ? templatePattern(rows[0]!) : `^(?:${rows.map((row) => templateBody(row)).join('|')})$`;
}

/** One template's pattern without anchors: texts and placeholders in order. */
function templateBody(row: readonly MetadataSchema[]): string {
  // Adjacent literal pieces form one text; a placeholder sits between two texts (maybe empty).
  const texts: string[] = [''];
  const slots: MetadataSchema[] = [];
  for (const meta of row) {
    const text = literalText(meta);
    if (text !== undefined) texts[texts.length - 1] += text;
    else {
      slots.push(meta);
      texts.push('');
    }
  }
  let out = escapePattern(texts[0]!);
  slots.forEach((slot, i) => {
    const next = texts[i + 1]!;
    const last = i === slots.length - 1;
    // The last placeholder takes what is left before the closing text; the others stop at the first occurrence of the text after them.
    out += last ? slotPattern(slot, undefined) : next === '' ? oneCharacter(slot) : slotPattern(slot, next);
    out += escapePattern(next);
  });
  return out;
}

/** The text of a literal piece (one string, number or boolean constant), or undefined for a placeholder. */
function literalText(meta: MetadataSchema): string | undefined {
  if (meta.atomics.length > 0 || meta.templates.length > 0 || meta.constants.length !== 1) return undefined;
  const values = meta.constants[0]!.values;
  return values.length === 1 ? String(values[0]!.value) : undefined;
}

const NUMBER_ATOMS = (guard: Guard): string =>
  `${guard('[+-]')}?${guard('\\d')}+(?:${guard('\\.')}${guard('\\d')}+)?(?:${guard('[eE]')}${guard('[+-]')}?${guard('\\d')}+)?`;
const BIGINT_ATOMS = (guard: Guard): string => `${guard('-')}?${guard('\\d')}+`;

/** Wraps a one-character atom so that it cannot start the text that ends the placeholder. */
type Guard = (atom: string) => string;

/**
 * A placeholder's pattern; with `stop`, it cannot contain the start of an occurrence of `stop`,
 * so it ends exactly where `stop` first occurs.
 */
function slotPattern(slot: MetadataSchema, stop: string | undefined): string {
  const guard: Guard = (atom) =>
    stop !== undefined && new RegExp(`^${atom}$`).test(stop[0]!) ? `(?:(?!${escapePattern(stop)})${atom})` : atom;
  if (slot.atomics.some((a) => a.type === 'string') || slot.any) {
    if (stop === undefined) return '[\\s\\S]*';
    return stop.length === 1 ? `[^${escapeClass(stop)}]*` : `(?:(?!${escapePattern(stop)})[\\s\\S])*`;
  }
  const options: string[] = [];
  for (const constant of slot.constants) {
    for (const v of constant.values) options.push([...String(v.value)].map((ch) => guard(escapePattern(ch))).join(''));
  }
  for (const atomic of slot.atomics) {
    if (atomic.type === 'number') options.push(NUMBER_ATOMS(guard));
    else if (atomic.type === 'bigint') options.push(BIGINT_ATOMS(guard));
    else if (atomic.type === 'boolean')
      options.push(...['true', 'false'].map((word) => [...word].map((ch) => guard(ch)).join('')));
  }
  // A template nested in a placeholder (TypeScript usually flattens these) is matched as its own pattern.
  for (const template of slot.templates) options.push(templateBody(template.row));
  return options.length === 1 ? options[0]! : `(?:${options.join('|')})`;
}

/** A placeholder followed directly by another takes exactly one character (TypeScript's rule). */
function oneCharacter(slot: MetadataSchema): string {
  if (slot.atomics.some((a) => a.type === 'string') || slot.any) return '[\\s\\S]';
  const options: string[] = [];
  for (const constant of slot.constants)
    for (const v of constant.values) if (String(v.value).length === 1) options.push(escapePattern(String(v.value)));
  if (slot.atomics.some((a) => a.type === 'number' || a.type === 'bigint')) options.push('\\d');
  // A nested template of one character: its pattern followed by nothing more, checked by lookahead on one character.
  for (const template of slot.templates) options.push(`(?=(?:${templateBody(template.row)})(?![\\s\\S]))[\\s\\S]`);
  return options.length === 0 ? '(?!)' : options.length === 1 ? options[0]! : `(?:${options.join('|')})`;
}

/** Escapes a literal text for a pattern (and for a `/.../` literal: `/` too). */
function escapePattern(text: string): string {
  return text.replace(/[|\\/{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

function escapeClass(ch: string): string {
  return ch.replace(/[\\\]^\-/]/g, '\\$&');
}

/**
 * For every template literal type in `meta` (values, and record keys such as
 * `Record<\`x-${string}\`, T>`): typia's pattern, as its generated checks test it, and the linear
 * pattern to test instead. Keys of the map are typia's pattern texts.
 */
export function linearPatterns(meta: MetadataSchema): Map<string, string> {
  const out = new Map<string, string>();
  eachMetadata(meta, (m) => {
    for (const template of m.templates)
      out.set(typiaTemplatePattern(template.row, true), templatePattern(template.row));
    // Checked as one pattern where the metadata is a record key made only of templates.
    if (m.templates.length > 0 && m.atomics.length === 0 && m.constants.length === 0) {
      out.set(typiaMetadataPattern(m, true), templatesPattern(m.templates.map((t) => t.row)));
    }
  });
  return out;
}
