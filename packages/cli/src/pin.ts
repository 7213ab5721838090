/** Makes every `require('typescript')` in the fwc process load fwc's own pinned TypeScript. */
import Module, { createRequire } from 'node:module';

/** The part of node:module's CommonJS loader that resolves a request (not in @types/node). */
interface Resolver {
  _resolveFilename(request: string, parent: unknown, ...rest: unknown[]): string;
}

let pinned = false;

/**
 * Resolves `typescript` (and `typescript/...`) from fwc's own location for every module loaded
 * in this process: @fw/transformer, typia's @typia/core and fwc itself then share one copy of
 * the TypeScript 5.9 compiler API that fwc ships with, even when npm hoisted the project's own
 * `typescript` (say 7.x, which has no compiler API) to the top of node_modules, where those
 * packages would otherwise find it. Idempotent; only the CommonJS loader is hooked (all three
 * packages are CommonJS).
 *
 * @example pinTypeScript(__filename) // before anything requires the transformer
 */
export function pinTypeScript(from: string): void {
  if (pinned) return;
  pinned = true;
  const own = createRequire(from);
  const loader = Module as unknown as Resolver;
  const original = loader._resolveFilename;
  let inside = false;
  loader._resolveFilename = function resolveTypeScriptFromFwc(
    this: unknown,
    request: string,
    parent: unknown,
    ...rest: unknown[]
  ): string {
    if (!inside && (request === 'typescript' || request.startsWith('typescript/'))) {
      inside = true;
      try {
        return own.resolve(request);
      } catch {
        // Not in fwc's own tree (an unusual subpath): resolve it as the caller asked.
      } finally {
        inside = false;
      }
    }
    return original.call(this, request, parent, ...rest);
  };
}
