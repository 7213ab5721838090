// Build time of generated apps with 500 and 2,000 documented routes: `fwc build` against `tsc -p`
// on the same project, under TypeScript 5.9 and on a project whose TypeScript is 7 (each build a
// fresh process, alternated, median of 3), then the runner plugins' incremental transform on the
// 500-route app (first file with a cold language service, then re-transforms of a changed file
// with the warm one). Run: node bench/build.mjs (BENCH_ROUTES and BENCH_BIG change the sizes;
// `--quick`: one plain tsc build for scale and the incremental transform only, nothing written).
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import os from 'node:os';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROUTES = Number(process.env.BENCH_ROUTES ?? 500);
const TYPES = 50;
const src = join(here, '.out', 'build-src');
/** Edit `i` of app.ts (the same in the fw and the TypeScript-alone runs): route 0's summary, and the text it leaves in the output. */
const edit = (text, i) => ({
  text: text.replace("summary: 'Route 0'", `summary: 'Route 0 edit ${i}'`),
  needle: `Route 0 edit ${i}`,
});

if (process.argv[2] === '--child') {
  const { build } = await import('./lib/compile.mjs');
  const start = performance.now();
  const errors = build([join(src, 'app.ts')], join(here, '.out', `build-${process.argv[3]}`), {
    transform: process.argv[3] === 'fw',
  });
  const ms = performance.now() - start;
  if (errors.length > 0) {
    console.error(errors.slice(0, 5).join('\n'));
    process.exit(1);
  }
  console.log(JSON.stringify({ ms }));
  process.exit(0);
}

if (process.argv[2] === '--typia-build') {
  // The floor of the full build: TypeScript 5.9 type-checks and emits the same app, and typia's own
  // transformer (no fw) writes the same validators, writers and JSON Schemas fw's build makes for
  // it, in a file of their own (typia/validators.ts, see generate). With fwc's cache of V8's compiled
  // code, as fwc build has.
  createRequire(import.meta.url)('../packages/cli/bin/compile-cache.cjs').enable();
  const ts = createRequire(import.meta.url)('typescript');
  const typiaTransform = createRequire(import.meta.url)('typia/lib/transform').default;
  const dir = process.argv[3];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram({
    rootNames: [...parsed.fileNames, join(dir, 'typia', 'validators.ts')],
    options: { ...parsed.options, outDir: join(dir, 'dist-typia'), plugins: undefined },
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  const result = program.emit(undefined, undefined, undefined, false, {
    before: [typiaTransform(program, {}, { addDiagnostic: (d) => diagnostics.push(d) })],
  });
  const errors = [...diagnostics, ...result.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  // typia replaced its calls with the code it generates (a call left in place compiles too).
  const written = readFileSync(join(dir, 'dist-typia', 'typia', 'validators.js'), 'utf8');
  if (!written.includes('_io0') || written.includes('typia.createIs')) {
    console.error('typia did not write the validators');
    process.exit(1);
  }
  if (errors.length > 0 || result.emitSkipped) {
    console.error(
      errors
        .slice(0, 5)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .join('\n'),
    );
    process.exit(1);
  }
  process.exit(0);
}

if (process.argv[2] === '--floor') {
  // TypeScript alone on the first file: a language service over the same tsconfig, its program,
  // checker and emit of app.ts with no transformer, with the options the fw service emits with
  // (noCheck, isolatedModules, a source map with the sources inlined): what the first file costs
  // before any of fw's work. Then the same 5 edits of app.ts as the fw service gets, each emitted
  // again by the warm service.
  const ts = createRequire(import.meta.url)('typescript');
  // typia's transformer is loaded before the clock starts, as the fw service's modules are.
  const typiaTransform = process.argv.includes('--typia')
    ? createRequire(import.meta.url)('typia/lib/transform').default
    : undefined;
  const app = join(src, 'app.ts');
  const original = readFileSync(app, 'utf8');
  let current = { text: original, version: 1 };
  const start = performance.now();
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(src, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const host = {
    getCompilationSettings: () => ({
      ...parsed.options,
      noCheck: true,
      isolatedModules: true,
      sourceMap: true,
      inlineSources: true,
    }),
    getScriptFileNames: () =>
      process.argv.includes('--typia') ? [...parsed.fileNames, join(src, 'typia', 'validators.ts')] : parsed.fileNames,
    getScriptVersion: (file) => (file === app ? String(current.version) : '1'),
    getScriptSnapshot: (file) =>
      file === app
        ? ts.ScriptSnapshot.fromString(current.text)
        : ts.sys.fileExists(file)
          ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file))
          : undefined,
    getCurrentDirectory: () => src,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const output = service.getEmitOutput(app);
  if (output.emitSkipped) throw new Error('TypeScript skipped the emit of app.ts');
  const first = performance.now() - start;
  if (process.argv.includes('--typia')) {
    // The same first file, then typia's own transformer writing the validators, writers and
    // schemas fw makes for it into a file beside it, with the same program.
    const program = service.getProgram();
    const validators = program.getSourceFile(join(src, 'typia', 'validators.ts'));
    let written = '';
    const diagnostics = [];
    program.emit(validators, (_name, text) => (written += text), undefined, false, {
      before: [typiaTransform(program, {}, { addDiagnostic: (d) => diagnostics.push(d) })],
    });
    if (diagnostics.length > 0 || !written.includes('_io0')) throw new Error('typia did not write the validators');
    console.log(JSON.stringify({ first: performance.now() - start }));
    process.exit(0);
  }
  const edits = [];
  for (let i = 1; i <= 5; i++) {
    const begin = performance.now();
    const { text, needle } = edit(original, i);
    current = { text, version: current.version + 1 };
    const edited = service.getEmitOutput(app);
    if (!edited.outputFiles.some((f) => f.text.includes(needle))) throw new Error(`the emit of edit ${i} lacks it`);
    edits.push(performance.now() - begin);
  }
  console.log(JSON.stringify({ first, edits }));
  process.exit(0);
}

if (process.argv[2] === '--incremental') {
  // What @fw/transformer/vite, /esbuild and /register do per file: one warm language service.
  const { FwProject } = createRequire(import.meta.url)('@fw/transformer/service');
  const app = join(src, 'app.ts');
  const small = join(src, 'health.ts');
  const text = readFileSync(app, 'utf8');
  const smallText = readFileSync(small, 'utf8');
  const check = (result, needle) => {
    if (result.diagnostics.length > 0) throw new Error(result.diagnostics.map((d) => d.text).join('\n'));
    if (!result.code.includes(needle)) throw new Error(`the transformed code lacks ${needle}`);
  };
  // The marker cache on disk lives in the directory given (empty on the first run, filled by it).
  const diskCache = process.argv[3];
  let start = performance.now();
  const project = FwProject.for(app, { diskCache });
  check(project.transform(app, text), 'kind: "fw.type"');
  const first = performance.now() - start;
  if (process.argv.includes('--first-only')) {
    console.log(JSON.stringify({ first, diskHits: project.stats().diskHits }));
    process.exit(0);
  }
  const edits = [];
  const smallEdits = [];
  for (let i = 1; i <= 5; i++) {
    start = performance.now();
    const edited = edit(text, i);
    check(project.transform(app, edited.text), edited.needle);
    edits.push(performance.now() - start);
    start = performance.now();
    check(project.transform(small, smallText.replace("'ok'", `'ok ${i}'`)), `ok ${i}`);
    smallEdits.push(performance.now() - start);
  }
  console.log(JSON.stringify({ first, edits, smallEdits }));
  process.exit(0);
}

// The generated app: TYPES request/response type pairs, ROUTES documented routes using them.
/**
 * Writes the generated app (`count` documented routes) into `dir`; with `build`, as a project
 * `fwc build` and `tsc -p` build: its tsconfig emits to dist/ with the fw transformer's plugin entry.
 */
function generate(dir, count, build = false) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  const types = [];
  for (let t = 0; t < TYPES; t++) {
    types.push(`/** Resource ${t}. */
export interface Item${t} { id: number & tags.Type<'uint32'>; name: string & tags.MinLength<1>; tags: string[]; owner: { id: number; email?: string & tags.Format<'email'> }; state: 'draft' | 'live' | 'gone'; note: string | null }
export interface NewItem${t} { name: string & tags.MinLength<1>; tags?: string[]; state?: 'draft' | 'live' }`);
  }
  const routes = [];
  for (let r = 0; r < count; r++) {
    const t = r % TYPES;
    routes.push(
      `  Router.post('/r${r}/items/:id', async (ctx) => ctx.json(201, await ctx.parseBody())).named('route${r}').doc({ summary: 'Route ${r}', tag: 'T${t}', requestBody: apidocs.type<NewItem${t}>(), responseBody: apidocs.type<Item${t}>() }),`,
    );
  }
  writeFileSync(
    join(dir, 'app.ts'),
    `import { apidocs, Router } from '@fw/runtime';\nimport type { tags } from 'typia';\n\n${types.join('\n\n')}\n\nexport const App = Router.define({ routes: [\n${routes.join('\n')}\n] });\nexport const spec = apidocs.generateSpec({ title: 'Generated' }, App.routes);\n`,
  );

  // A small second file of the same project, for the incremental transform (not part of the tsc builds).
  writeFileSync(
    join(dir, 'health.ts'),
    `import { Router } from '@fw/runtime';\nimport type { Item0 } from './app.js';\n\nexport const health = Router.get('/health', (ctx) => ctx.json(200, { status: 'ok' })).doc({ summary: 'Health', responseBody: apidocs.type<Item0>() });\nimport { apidocs } from '@fw/runtime';\n`,
  );
  // What fw's build makes of the types, written by typia's own transformer (the floors): each
  // request type's validators under both unknown-property policies (drop, refuse), each answer
  // type's check naming its problems, its boolean check and its JSON writer, and the JSON Schemas.
  // Outside the tsconfig's files (include is *.ts): only the floors compile it.
  mkdirSync(join(dir, 'typia'));
  const pairs = Array.from({ length: TYPES }, (_, t) => `Item${t}, NewItem${t}`).join(', ');
  const validators = [`import typia from 'typia';`, `import type { ${pairs} } from '../app.js';`];
  for (let t = 0; t < TYPES; t++)
    validators.push(
      `export const prune${t} = typia.misc.createValidatePrune<NewItem${t}>();`,
      `export const equals${t} = typia.createValidateEquals<NewItem${t}>();`,
      `export const check${t} = typia.createValidate<Item${t}>();`,
      `export const is${t} = typia.createIs<Item${t}>();`,
      `export const stringify${t} = typia.json.createStringify<Item${t}>();`,
    );
  validators.push(`export const schemas = typia.json.schemas<[${pairs}], '3.1'>();`);
  writeFileSync(join(dir, 'typia', 'validators.ts'), `${validators.join('\n')}\n`);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        skipLibCheck: true,
        ...(build ? { outDir: 'dist', rootDir: '.', plugins: [{ transform: '@fw/transformer' }] } : {}),
      },
      include: ['*.ts'],
    }),
  );
}
generate(src, ROUTES);

// `--quick`: one plain tsc build (for scale on a loaded machine) and the incremental transform
// only; prints the numbers and writes no results file.
const FWC = join(here, '..', 'packages', 'cli', 'bin', 'fwc.cjs');
const TSC5 = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const TS7_DIR = realpathSync(join(here, '..', 'packages', 'cli', 'node_modules', 'typescript7'));
/**
 * Full builds of one size, each a fresh process timed from spawn to exit, alternated, 3 rounds:
 * `tsc -p` (5.9) and `fwc build` (type-check, emit through the transformer, openapi.json), then the
 * same project on TypeScript 7 (its node_modules/typescript is 7): `tsc -p` (7) alone and `fwc
 * build`, which type-checks with the project's tsc 7 while 5.9 emits through the transformer.
 */
function fullBuilds(count, rounds) {
  const dir5 = join(here, '.out', `build-ts5-${count}`);
  const dir7 = join(here, '.out', `build-ts7-${count}`);
  generate(dir5, count, true);
  generate(dir7, count, true);
  mkdirSync(join(dir7, 'node_modules'), { recursive: true });
  symlinkSync(TS7_DIR, join(dir7, 'node_modules', 'typescript'), 'dir');
  const commands = {
    tsc5: [TSC5, '-p', dir5],
    fw5: [FWC, 'build', '-p', dir5],
    typia5: [fileURLToPath(import.meta.url), '--typia-build', dir5],
    tsc7: [join(TS7_DIR, 'bin', 'tsc'), '-p', dir7],
    fw7: [FWC, 'build', '-p', dir7],
  };
  const times = { tsc5: [], fw5: [], typia5: [], tsc7: [], fw7: [] };
  const kinds = Object.keys(commands);
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
      const start = performance.now();
      const run = spawnSync(process.execPath, commands[kind], { encoding: 'utf8', cwd: here });
      const ms = performance.now() - start;
      if (run.status !== 0) throw new Error(`${kind} build of ${count} routes failed:\n${run.stdout}${run.stderr}`);
      if (kind.startsWith('fw') && !/wrote \S*openapi\.json/.test(run.stdout))
        throw new Error(`${kind}: no openapi.json`);
      if (kind === 'fw7' && !run.stdout.includes('type-checked by the project'))
        throw new Error('fw7 did not check with tsc 7');
      times[kind].push(ms);
    }
  }
  return times;
}
const quick = process.argv.includes('--quick');
const sizes = quick ? [] : [ROUTES, Number(process.env.BENCH_BIG ?? 2000)];
const full = Object.fromEntries(sizes.map((count) => [count, fullBuilds(count, 3)]));
const times = { plain: [] };
if (quick) {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', 'plain'], {
    encoding: 'utf8',
    cwd: here,
  });
  if (run.status !== 0) throw new Error(`plain build failed:\n${run.stderr}`);
  times.plain.push(JSON.parse(run.stdout.trim()).ms);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// The incremental transform, in a fresh process (cold start included in the first file), with an
// empty marker cache on disk, three times (the first file is one sample per process: the median of
// three, with TypeScript's own share measured the same way); then the first file again in another
// fresh process, which finds the pieces the last cold process left on disk (what a second vitest
// run or a restart sees).
const child = (args) => {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...args], { encoding: 'utf8', cwd: here });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim());
};
const disk = join(here, '.out', 'build-disk-cache');
const colds = [];
const floors = [];
const typiaFloors = [];
let inc;
let floorEdits;
for (let round = 0; round < 3; round++) {
  rmSync(disk, { recursive: true, force: true });
  const run = child(['--incremental', disk, ...(round === 0 ? [] : ['--first-only'])]);
  if (round === 0) inc = run;
  colds.push(run.first);
  const floor = child(['--floor']);
  if (round === 0) floorEdits = floor.edits;
  floors.push(floor.first);
  typiaFloors.push(child(['--floor', '--typia']).first);
}
const warmDisk = child(['--incremental', disk, '--first-only']);
if (warmDisk.diskHits === 0) throw new Error('the second process found nothing on disk');
const runs = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
const incrementalRows = [
  `| first file (app.ts, ${ROUTES} routes), cold service, nothing on disk (median; runs ${runs(colds)}) | ${median(colds).toFixed(0)} | < 2000 |`,
  `| the same first file by TypeScript alone: program, checker and emit (noCheck, isolatedModules, source map), no transformer (median; runs ${runs(floors)}) | ${median(floors).toFixed(0)} | |`,
  `| the same, then typia's own transformer writing the validators, writers and schemas fw makes for app.ts, in a file beside it, same service (median; runs ${runs(typiaFloors)}) | ${median(typiaFloors).toFixed(0)} | |`,
  `| first file, cold service in a new process, marker cache on disk from the run above | ${warmDisk.first.toFixed(0)} | < 2000 |`,
  `| app.ts again after an edit, warm service (median; runs ${runs(inc.edits)}) | ${median(inc.edits).toFixed(0)} | < 200 |`,
  `| the same edits by TypeScript alone, warm service, no transformer (median; runs ${runs(floorEdits)}) | ${median(floorEdits).toFixed(0)} | |`,
  `| a small file of the same project after an edit (median; runs ${runs(inc.smallEdits)}) | ${median(inc.smallEdits).toFixed(0)} | < 200 |`,
];
if (quick) {
  console.log(
    `plain tsc (no transformer), one build for scale: ${times.plain[0].toFixed(0)} ms\n\n| transform | ms | aim |\n|---|---:|---|\n${incrementalRows.join('\n')}`,
  );
  process.exit(0);
}
const runsOf = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
const fullRows = [];
const ratios = [];
for (const count of sizes) {
  const t = full[count];
  const row = (label, xs) => fullRows.push(`| ${count} | ${label} | ${median(xs).toFixed(0)} | ${runsOf(xs)} |`);
  row('`tsc -p`, TypeScript 5.9 (no transformer)', t.tsc5);
  row('`fwc build` (5.9 checks and emits through the transformer; openapi.json)', t.fw5);
  row(
    "TypeScript 5.9 checks and emits the app while typia's own transformer writes the validators, writers and JSON Schemas fw makes for it (no fw)",
    t.typia5,
  );
  row('`tsc -p`, TypeScript 7 (no transformer)', t.tsc7);
  row("`fwc build` on TypeScript 7 (the project's tsc 7 checks while 5.9 emits through the transformer)", t.fw7);
  ratios.push(
    `${count} routes: fwc build / tsc 5.9 = ${(median(t.fw5) / median(t.tsc5)).toFixed(2)} (aim: at most 1.3); tsc 5.9 with typia's own transformer writing the same validators / tsc 5.9 = ${(median(t.typia5) / median(t.tsc5)).toFixed(2)}, fwc build / that = ${(median(t.fw5) / median(t.typia5)).toFixed(2)}; on TypeScript 7, fwc build / tsc 7 = ${(median(t.fw7) / median(t.tsc7)).toFixed(2)}, fwc build on 7 / tsc 5.9 = ${(median(t.fw7) / median(t.tsc5)).toFixed(2)}, fwc build on 7 / tsc 5.9 with typia's transformer = ${(median(t.fw7) / median(t.typia5)).toFixed(2)} (fw's transform runs on TypeScript 5.9's API, as typia's does).`,
  );
}
const text = [
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'} (${os.cpus().length} cores). Generated apps of documented routes over ${TYPES} request/response type pairs; each build a fresh process timed from start to exit (type-check, emit, and for fwc build the openapi.json it writes without running the app), median of 3, alternated.`,
  '',
  '| routes | build | median ms | runs (ms) |',
  '|---:|---|---:|---|',
  ...fullRows,
  '',
  ...ratios.flatMap((r) => [r, '']),
  'Incremental transform (what `@fw/transformer/vite`, `/esbuild` and `/register` do per file: one warm TypeScript language service per project; fresh processes with an empty marker cache on disk, the first of them followed by 5 edits; the share of TypeScript alone of the first file and of the edits; then a fresh process that finds on disk what the last cold one generated):',
  '',
  '| transform | ms | aim |',
  '|---|---:|---|',
  ...incrementalRows,
].join('\n');
console.log(text);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'build.md'),
  `# Build time with the transformer\n\nGenerated by \`node bench/build.mjs\`.\n\n${text}\n`,
);
