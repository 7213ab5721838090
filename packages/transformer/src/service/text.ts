/** Source text for the language service and emitted text for the runners: incremental snapshots, the hoisted code spliced in, inline source maps. */
import ts from 'typescript';
import { TransformError } from '../diagnostics.js';
import type { FwTransformResult } from './types.js';

/** The code with its source map inlined as a `sourceMappingURL` data comment, as Node reads it. */
export function withInlineMap(result: Pick<FwTransformResult, 'code' | 'map'>): string {
  return `${result.code.replace(/\n?$/, '\n')}//# sourceMappingURL=data:application/json;charset=utf-8;base64,${Buffer.from(JSON.stringify(result.map)).toString('base64')}\n`;
}

/**
 * A file's text for the language service. Against the file's previous text it tells the one
 * span that changed (the text between the common start and the common end), so that TypeScript
 * re-parses an edited file incrementally, reusing the syntax trees of the parts around the edit,
 * as it does in an editor, instead of parsing the whole file again.
 */
export class TextSnapshot implements ts.IScriptSnapshot {
  constructor(readonly text: string) {}

  getText(start: number, end: number): string {
    return this.text.slice(start, end);
  }

  getLength(): number {
    return this.text.length;
  }

  getChangeRange(oldSnapshot: ts.IScriptSnapshot): ts.TextChangeRange | undefined {
    if (!(oldSnapshot instanceof TextSnapshot)) return undefined;
    const before = oldSnapshot.text;
    const after = this.text;
    const limit = Math.min(before.length, after.length);
    let start = 0;
    while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
    let end = 0;
    while (
      end < limit - start &&
      before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
    )
      end++;
    return ts.createTextChangeRange(ts.createTextSpan(start, before.length - start - end), after.length - start - end);
  }
}

/**
 * Replaces the line holding the placeholder statement (`<placeholder>;`, which the emitter writes
 * on a line of its own with no mapping) with `text`, and gives the source map one empty line per
 * added line so that every later mapping keeps pointing at its source.
 */
export function splice(
  js: string,
  mappings: string,
  placeholder: string,
  text: string,
): { js: string; mappings: string } {
  const at = js.indexOf(`${placeholder};`);
  if (at < 0 || (at > 0 && js[at - 1] !== '\n')) throw new TransformError('FW9005', { placeholder });
  const end = at + placeholder.length + 1;
  let line = 0;
  for (let i = js.indexOf('\n'); i >= 0 && i < at; i = js.indexOf('\n', i + 1)) line++;
  let added = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) added++;
  // The mappings' line `line` is the placeholder's (empty: a synthesized statement); add `added` empty lines after it.
  // (A map that ends before that line has no mapping to move.)
  let index = 0;
  for (let l = 0; l < line && index >= 0; l++) {
    index = mappings.indexOf(';', index);
    if (index >= 0) index++;
  }
  const spliced =
    index >= 0 && added > 0 ? mappings.slice(0, index) + ';'.repeat(added) + mappings.slice(index) : mappings;
  return { js: js.slice(0, at) + text + js.slice(end), mappings: spliced };
}
