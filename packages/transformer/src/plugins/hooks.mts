/**
 * The Node module hooks `@fw/transformer/register` installs (they run on Node's loader thread).
 * `load`: a TypeScript file that may use fw markers is emitted through its project's warm
 * language service with the fw transformer and given to Node as JavaScript with an inline source
 * map; a file with fw diagnostics fails its import with every `file(line,col): error FWnnnn`
 * line. Other TypeScript files go to the next loader (tsx, or Node's own type stripping), and are
 * compiled here with `ts.transpileModule` when there is none. `resolve`: an import of `./x.js`
 * from TypeScript finds `./x.ts` (TypeScript's NodeNext convention) when there is no `./x.js`.
 * Under `node --watch` the files each transformed file's output was made from are reported to
 * Node's watcher (see register.mts).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { InitializeHook, LoadHook, ResolveHook } from 'node:module';
import type { MessagePort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import {
  FwProject,
  FwTransformError,
  TRANSFORMABLE_FILE,
  mayUseFw,
  withInlineMap,
  type FwTransformOptions,
} from '../service/index.js';

let options: FwTransformOptions = {};
/** Where the files transformed files depend on go, under `node --watch` (see register.mts). */
let watchPort: MessagePort | undefined;
const reported = new Set<string>();

/** Receives the options `register` passed. */
export const initialize: InitializeHook<
  (FwTransformOptions & { readonly watchPort?: MessagePort | undefined }) | undefined
> = (data) => {
  const { watchPort: port, ...rest } = data ?? {};
  options = rest;
  watchPort = port;
};

/** Hands `node --watch` the files a transformed file was made from that it has not been told of yet. */
function reportDependencies(files: readonly string[]): void {
  if (watchPort === undefined) return;
  const fresh = files.filter((file) => !reported.has(file));
  if (fresh.length === 0) return;
  for (const file of fresh) reported.add(file);
  watchPort.postMessage(fresh);
}

/** The TypeScript files an import of a JavaScript name may mean, in TypeScript's order. */
const SOURCE_OF: Record<string, readonly string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const parent = context.parentURL;
    const extension = /\.[cm]?jsx?$/.exec(specifier)?.[0];
    const relative =
      specifier.startsWith('./') ||
      specifier.startsWith('../') ||
      specifier.startsWith('/') ||
      specifier.startsWith('file:');
    if (
      (error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND' ||
      parent === undefined ||
      !parent.startsWith('file:') ||
      extension === undefined ||
      !relative
    )
      throw error;
    for (const source of SOURCE_OF[extension] ?? []) {
      const url = new URL(specifier.slice(0, -extension.length) + source, parent);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw error;
  }
};

export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith('file:')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  if (!TRANSFORMABLE_FILE.test(file)) return nextLoad(url, context);
  const text = readFileSync(file, 'utf8');
  const project = FwProject.for(file, options);
  if (mayUseFw(text)) {
    const result = project.transform(file, text);
    reportDependencies(result.dependencies);
    if (result.diagnostics.length > 0) throw new FwTransformError(result.diagnostics);
    return { format: result.format, source: withInlineMap(result), shortCircuit: true };
  }
  try {
    return await nextLoad(url, context);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  }
  const result = project.transpile(file, text);
  return { format: result.format, source: withInlineMap(result), shortCircuit: true };
};
