/**
 * openapi.json: the compiled app module's `spec` export (the document from
 * apidocs.generateSpec), loaded in this process (`fwc build`) or in a child process with fresh
 * modules (`fwc dev`), checked to be a JSON object and written.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type ts from 'typescript';
import { writeClient, type ClientFileOptions } from './client.js';
import { findAppModule } from './project.js';
import { describe, relative } from './print.js';

/** How long reading the app's `spec` in a child process may take. */
const SPEC_TIMEOUT_MS = 30_000;

/** Where the document comes from and goes: `--app` and `--out` of `fwc build` and `fwc dev`. */
export interface OpenApiOptions {
  /** The compiled app module whose `spec` export becomes openapi.json; see {@link findAppModule}. */
  readonly app?: string | undefined;
  /** Where to write the OpenAPI document. Default `openapi.json` next to the tsconfig. */
  readonly out?: string | undefined;
  /** Write openapi.json (after compiling; `fwc dev`: after each good build). Default `true`. */
  readonly openapi?: boolean | undefined;
}

/**
 * Loads the compiled app module's `spec` export with `loadSpec` (an import here; `fwc dev` loads it
 * in a child process, so each build sees fresh modules) and writes it; resolves with the exit code.
 */
export async function writeOpenApi(
  projectDir: string,
  compilerOptions: ts.CompilerOptions,
  options: OpenApiOptions & ClientFileOptions,
  cwd: string,
  loadSpec: (file: string) => Promise<LoadedSpec>,
  label = 'fwc build',
): Promise<number> {
  const app = findAppModule(projectDir, compilerOptions.outDir, options.app, cwd);
  if ('missing' in app) {
    if (app.explicit) {
      console.error(`${label}: error: the app module ${relative(cwd, app.missing)} does not exist`);
      return 1;
    }
    console.log(
      `${label}: note: no app module (${app.missing
        .split(' or ')
        .map((f) => relative(cwd, f))
        .join(
          ' or ',
        )}); openapi.json not written. Pass --app <compiled module> or set "fw": { "app": "dist/app.js" } in package.json`,
    );
    return 0;
  }
  const shown = relative(cwd, app.file);
  let spec: unknown;
  let routes: readonly RouteSummary[] = [];
  try {
    ({ spec, routes } = await loadSpec(app.file));
  } catch (error) {
    console.error(`${label}: error: making the document of ${shown} failed: ${describe(error)}`);
    return 1;
  }
  if (spec === undefined) {
    if (app.explicit) {
      console.error(
        `${label}: error: ${shown} (${app.origin}) has no export named "spec"; add: export const spec = apidocs.generateSpec({ title: '...' }, App.routes)`,
      );
      return 1;
    }
    console.log(`${label}: note: ${shown} has no "spec" export; openapi.json not written`);
    return 0;
  }
  if (typeof spec !== 'string') {
    console.error(
      `${label}: error: the "spec" export of ${shown} is a ${typeof spec}; it must be the JSON string apidocs.generateSpec returns`,
    );
    return 1;
  }
  let document: unknown;
  try {
    document = JSON.parse(spec);
  } catch (error) {
    console.error(`${label}: error: the "spec" export of ${shown} is not valid JSON: ${describe(error)}`);
    return 1;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    console.error(`${label}: error: the "spec" export of ${shown} is not a JSON object`);
    return 1;
  }
  const out = options.out === undefined ? path.join(projectDir, 'openapi.json') : path.resolve(cwd, options.out);
  try {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, spec.endsWith('\n') ? spec : `${spec}\n`);
  } catch (error) {
    console.error(`${label}: error: cannot write ${relative(cwd, out)}: ${describe(error)}`);
    return 1;
  }
  const paths = (document as { paths?: unknown }).paths;
  const count = typeof paths === 'object' && paths !== null ? Object.keys(paths).length : 0;
  console.log(`${label}: wrote ${relative(cwd, out)} (${count} path${count === 1 ? '' : 's'}, from ${shown})`);
  const left = leftOut(routes, paths);
  if (left.length > 0) {
    const shownRoutes = left.slice(0, 10).join(', ') + (left.length > 10 ? `, and ${left.length - 10} more` : '');
    console.log(
      `${label}: note: ${left.length} route${left.length === 1 ? ' is' : 's are'} not in the document (no .doc(), typed reply or typed request): ${shownRoutes}; add .doc(false) to leave a route out on purpose`,
    );
  }
  return writeClient(projectDir, out, document, options, cwd, label);
}

/** What the build learns about each route of the app module's exported apps. */
interface RouteSummary {
  readonly method: string;
  readonly pattern: string;
  /** Left out of the document on purpose with `.doc(false)`. */
  readonly undocumented: boolean;
}

/** The app module's `spec` export and the routes of the apps it exports. */
export interface LoadedSpec {
  readonly spec: unknown;
  readonly routes: readonly RouteSummary[];
}

/** `METHOD pattern` of each route neither in the document nor left out with `.doc(false)`. */
function leftOut(routes: readonly RouteSummary[], paths: unknown): string[] {
  const documented = new Set<string>();
  if (typeof paths === 'object' && paths !== null) {
    for (const [path, item] of Object.entries(paths as Record<string, unknown>)) {
      for (const method of Object.keys(typeof item === 'object' && item !== null ? item : {}))
        documented.add(`${method.toUpperCase()} ${path.replace(/\{[^{}/]*\}/g, '{}')}`);
    }
  }
  const out = new Set<string>();
  for (const route of routes) {
    if (route.undocumented) continue;
    // `:id` and `*rest` as the document writes them, `{}` in the key both sides compare by.
    const key = `${route.method} ${route.pattern.replace(/[:*][^/]*/g, '{}')}`;
    if (!documented.has(key)) out.add(`${route.method} ${route.pattern}`);
  }
  return [...out];
}

/**
 * The routes of every app (`Router.define`'s result: an object with `routes` and a `handler`) a
 * module exports, read by their public fields only, so an app built on another copy of
 * `@fw/runtime` is read the same. Also the body of the child process's script below.
 */
function routeSummaries(mod: Record<string, unknown>): RouteSummary[] {
  const out: RouteSummary[] = [];
  for (const value of Object.values(mod)) {
    const app = value as { routes?: unknown; handler?: unknown } | null;
    if (typeof app !== 'object' || app === null || typeof app.handler !== 'function' || !Array.isArray(app.routes))
      continue;
    for (const route of app.routes as { method?: unknown; pattern?: unknown; undocumented?: unknown }[]) {
      if (typeof route?.method === 'string' && typeof route.pattern === 'string')
        out.push({ method: route.method, pattern: route.pattern, undocumented: route.undocumented === true });
    }
  }
  return out;
}

/**
 * The document of the app module `file` without running the app: its document module (the
 * `spec` export's `apidocs.generateSpec(...)` call as the transformer copied it, importing only
 * fw's runtime) is written beside it, imported and removed. An app module whose `spec` export is
 * not such a call is imported as before, with a note saying so.
 */
export async function documentSpec(file: string, documents: ReadonlyMap<string, string>): Promise<LoadedSpec> {
  const module = documents.get(path.resolve(file));
  if (module === undefined) {
    const loaded = await importSpec(file);
    if (loaded.spec !== undefined)
      console.log(
        `fwc build: note: the "spec" export of ${path.basename(file)} is not an apidocs.generateSpec(...) call, so the app module was imported to read it; write it as one to have the document written without running the app`,
      );
    return loaded;
  }
  const temporary = path.join(path.dirname(file), `.fw-document-${process.pid}-${(documentCount += 1)}.mjs`);
  writeFileSync(temporary, module);
  try {
    const mod = (await import(pathToFileURL(temporary).href)) as Record<string, unknown>;
    // The table the document was made from, read as an app's routes are.
    return { spec: mod['spec'], routes: routeSummaries({ table: { routes: mod['routes'], handler: documentSpec } }) };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Document modules written so far by this process, for unique names. */
let documentCount = 0;

/** Reads a compiled module's `spec` export and its apps' routes by importing it into this process. */
async function importSpec(file: string): Promise<LoadedSpec> {
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return { spec: mod['spec'], routes: routeSummaries(mod) };
}

/** A stand-in of the same `typeof` for a `spec` export that is not a string, so the error names its type. */
const STAND_INS: Record<string, unknown> = {
  object: {},
  number: 0,
  boolean: false,
  bigint: 0n,
  function: () => undefined,
  symbol: Symbol('spec'),
};

/** Imports `file` in a child node process and resolves with its `spec` export (or a stand-in of its type) and routes. */
export function specInChild(file: string, cwd: string): Promise<LoadedSpec> {
  const script = `const routeSummaries = ${routeSummaries.toString()};
const m = await import(process.argv[1]); const s = m.spec;
process.send({ kind: typeof s, spec: typeof s === 'string' ? s : undefined, routes: routeSummaries(m) }, () => process.exit(0));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(file).href], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let answer: { kind: string; spec?: string; routes: RouteSummary[] } | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), SPEC_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('message', (message) => void (answer = message as typeof answer));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer !== undefined)
        resolve({
          spec:
            answer.kind === 'string' ? answer.spec : answer.kind === 'undefined' ? undefined : STAND_INS[answer.kind],
          routes: answer.routes,
        });
      else {
        const thrown = /^\w*Error\b.*$/m.exec(stderr)?.[0] ?? stderr.trim().split('\n').pop();
        reject(
          new Error(
            thrown !== undefined && thrown !== ''
              ? thrown
              : signal !== null
                ? `stopped after ${SPEC_TIMEOUT_MS / 1000} s`
                : `exit code ${code}`,
          ),
        );
      }
    });
  });
}
