/** Source text for the language service and emitted text for the runners: incremental snapshots, inline source maps. */
import ts from 'typescript';
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
