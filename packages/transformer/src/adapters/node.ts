/**
 * Every use of Node's undocumented internals by fw's build tools, in one place: the CommonJS
 * loader's `Module._resolveFilename` (to load one TypeScript compiler whatever the project has
 * installed) and the `watch:require` message of `node --watch`. Loads no TypeScript itself, so
 * `fwc` can call {@link pinTypeScript} before anything requires the compiler.
 * test/internals.test.ts exercises both.
 */
import Module, { createRequire } from 'node:module';

/** The Node version these internals were last checked against (the smoke test names it when one breaks). */
export const CHECKED_NODE = '20.20.2';

/** The part of node:module's CommonJS loader that resolves a request (not in @types/node). */
interface Resolver {
  _resolveFilename: (
    this: unknown,
    request: string,
    parent: { filename?: string | null } | undefined,
    ...rest: unknown[]
  ) => string;
}

/**
 * Whose `require('typescript')` {@link pinTypeScript} redirects: `process`, every module's in the
 * process (fwc: the transformer, typia and fwc itself share fwc's compiler); `typia`, only the
 * files of typia and `@typia/*` (the runner plugins: typia, hoisted next to a project's own
 * TypeScript 7, would load that one while the transform runs on 5.9).
 */
export type PinScope = 'process' | 'typia';

/** typia and @typia/* files, wherever the package manager put them. */
const TYPIA_FILE = /[\\/]node_modules[\\/](?:typia|@typia[\\/][^\\/]+)[\\/]/;

/** The pins of the process, shared by every copy of this module through a registered symbol. */
interface Pins {
  process?: NodeJS.Require;
  typia?: NodeJS.Require;
}

const PINS = Symbol.for('fw.pinTypeScript');

/**
 * Makes `require('typescript')` (and `typescript/...`) resolve from `from` for the modules of
 * `scope`. The first pin of each scope stays; a `process` pin also answers typia's requests, so
 * that typia and the transformer never load two copies of the compiler. Only the CommonJS loader
 * is hooked (TypeScript, typia and the transformer are CommonJS); a request the pinned place
 * cannot resolve (an unusual subpath) resolves as the caller asked.
 *
 * @example pinTypeScript(__filename, 'process') // before anything requires the transformer
 */
export function pinTypeScript(from: string, scope: PinScope): void {
  const registry = globalThis as { [PINS]?: Pins };
  const pins = (registry[PINS] ??= hookResolver());
  pins[scope] ??= createRequire(from);
}

/** Installs the one resolver hook that answers for every pin. */
function hookResolver(): Pins {
  const pins: Pins = {};
  const loader = Module as unknown as Resolver;
  const original = loader._resolveFilename;
  // The pinned resolve calls this hook again: that inner call resolves as Node would.
  let inside = false;
  loader._resolveFilename = function resolvePinnedTypeScript(this: unknown, request, parent, ...rest) {
    if (!inside && (request === 'typescript' || request.startsWith('typescript/'))) {
      const own = pins.process ?? (TYPIA_FILE.test(parent?.filename ?? '') ? pins.typia : undefined);
      if (own !== undefined) {
        inside = true;
        try {
          return own.resolve(request);
        } catch {
          // Not in the pinned place's tree: resolve it as the caller asked.
        } finally {
          inside = false;
        }
      }
    }
    return original.call(this, request, parent, ...rest);
  };
  return pins;
}

/**
 * Under `node --watch` (which sets WATCH_REPORT_DEPENDENCIES and talks to the app over IPC), a
 * function that tells Node's watcher of more files to restart on, as Node's own module loaders
 * report the files they load (the `watch:require` message); undefined otherwise.
 */
export function watchReporter(): ((files: readonly string[]) => void) | undefined {
  if (process.env['WATCH_REPORT_DEPENDENCIES'] === undefined || typeof process.send !== 'function') return undefined;
  return (files) => process.send?.({ 'watch:require': files });
}
