/**
 * Makes typia's packages load the TypeScript compiler this package depends on (5.9), also in a
 * project whose own `typescript` is 7.x. npm hoists the project's `typescript` to the top of
 * node_modules, next to typia and @typia/core, which would then load TypeScript 7 (no compiler
 * API) while the transform runs on 5.9. Imported for its effect before the transformer loads
 * typia, by the runner plugins' service. Only `require('typescript')` from typia's own files is
 * redirected; everything else in the process (a test's own use of TypeScript 7) resolves as before.
 */
import Module, { createRequire } from 'node:module';

/** The part of node:module's CommonJS loader that resolves a request (not in @types/node). */
interface Resolver {
  _resolveFilename(request: string, parent: { filename?: string | null } | undefined, ...rest: unknown[]): string;
}

/** typia and @typia/* files, wherever the package manager put them. */
const TYPIA_FILE = /[\\/]node_modules[\\/](?:typia|@typia[\\/][^\\/]+)[\\/]/;

const own = createRequire(__filename);
const loader = Module as unknown as Resolver;
const marker = Symbol.for('fw.transformer.pinTypeScript');
const registry = globalThis as { [marker]?: true };
if (registry[marker] !== true) {
  registry[marker] = true;
  const original = loader._resolveFilename;
  loader._resolveFilename = function resolveTypeScriptForTypia(this: unknown, request, parent, ...rest) {
    if ((request === 'typescript' || request.startsWith('typescript/')) && TYPIA_FILE.test(parent?.filename ?? '')) {
      try {
        return own.resolve(request);
      } catch {
        // Not in this package's tree (an unusual subpath): resolve it as the caller asked.
      }
    }
    return original.call(this, request, parent, ...rest);
  };
}

/** The TypeScript version typia's packages now load. */
export const pinnedTypeScript: string = (own('typescript') as { version: string }).version;
