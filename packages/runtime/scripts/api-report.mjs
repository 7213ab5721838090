// The public API of @fw/runtime, one report per entry point applications use, written by
// api-extractor from the built declarations (dist/*.d.ts) into api/*.api.md and committed.
//
//   node packages/runtime/scripts/api-report.mjs            checks: exits 1 when the API differs from the reports
//   node packages/runtime/scripts/api-report.mjs --accept   rewrites the reports (after a deliberate API change)
//   node packages/runtime/scripts/api-report.mjs --reports DIR   checks against the reports in DIR instead (for its test)
//
// Build the package first (npx tsc -p packages/runtime/tsconfig.json): the reports are made from dist.
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = fileURLToPath(new URL('..', import.meta.url));
/** Entry point (package.json `exports` key) -> report name; `./internal` is fw's own and not reported. */
const ENTRIES = [
  ['.', 'runtime'],
  ['./cluster', 'runtime-cluster'],
  ['./testing', 'runtime-testing'],
  ['./middleware-kit', 'runtime-middleware-kit'],
];
const accept = process.argv.includes('--accept');
const reportsAt = process.argv.indexOf('--reports');
const reportFolder = reportsAt === -1 ? join(pkg, 'api') : resolve(process.argv[reportsAt + 1] ?? '.');
const exports = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).exports;
const temp = mkdtempSync(join(tmpdir(), 'fw-api-report-'));
const changed = [];
if (accept) mkdirSync(reportFolder, { recursive: true });
try {
  const configs = ENTRIES.map(([entry, name]) => {
    const types = exports[entry]?.types;
    if (typeof types !== 'string') throw new Error(`package.json exports has no types for "${entry}"`);
    return ExtractorConfig.prepare({
      configObjectFullPath: join(pkg, 'api-extractor.json'),
      packageJsonFullPath: join(pkg, 'package.json'),
      configObject: {
        projectFolder: pkg,
        newlineKind: 'lf',
        mainEntryPointFilePath: join(pkg, types),
        compiler: { tsconfigFilePath: join(pkg, 'tsconfig.json') },
        apiReport: {
          enabled: true,
          reportFileName: name,
          reportFolder,
          reportTempFolder: temp,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: {
            default: { logLevel: 'warning' },
            // fw marks no release stages (@public, @beta).
            'ae-missing-release-tag': { logLevel: 'none' },
            // A type used in a public signature but not exported: kept in the report (marked there), not fatal.
            'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
            // Documentation quality is not the API's shape.
            'ae-undocumented': { logLevel: 'none' },
            'ae-unresolved-link': { logLevel: 'none' },
            'ae-internal-mixed-release-tag': { logLevel: 'none' },
          },
          // fw's own JSDoc tags (@fwRoute, read by the transformer) are not TSDoc's.
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
    });
  });
  // One TypeScript program for every entry point.
  const compilerState = CompilerState.create(configs[0], {
    additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
  });
  for (const config of configs) {
    const result = Extractor.invoke(config, { localBuild: accept, compilerState, messageCallback });
    if (result.errorCount > 0) throw new Error(`api-extractor failed on ${config.mainEntryPointFilePath}`);
    if (result.apiReportChanged) changed.push(relative(pkg, join(reportFolder, config.reportConfigs[0].fileName)));
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
if (changed.length > 0 && !accept) {
  console.error(
    `The public API of @fw/runtime differs from ${changed.join(', ')}. If the change is deliberate, run\n` +
      `  node packages/runtime/scripts/api-report.mjs --accept\n` +
      'and commit the updated reports; otherwise undo the change to what the package exports.',
  );
  process.exit(1);
}
console.log(accept && changed.length > 0 ? `updated ${changed.join(', ')}` : 'API reports are current');

/** api-extractor's messages: warnings and errors on stderr, its progress lines dropped. */
function messageCallback(message) {
  message.handled = true;
  if (message.logLevel === 'warning' || message.logLevel === 'error')
    console.error(`${message.logLevel}: ${message.formatMessageWithLocation(pkg)}`);
}
