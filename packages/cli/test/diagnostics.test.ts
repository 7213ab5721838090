/** src/diagnostics.ts: tsc's `file(line,col): error CODE: message` form for TypeScript's and fw's diagnostics. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ts from 'typescript';
import { diagnosticCode, formatDiagnostic, sortDiagnostics } from '../src/diagnostics.js';

const SOURCE = "import { Router } from '@fw/runtime';\nRouter.get('/a/*rest/b', h);\n";
const file = ts.createSourceFile('/proj/src/app.ts', SOURCE, ts.ScriptTarget.ES2022, true);

/** A diagnostic at the first occurrence of `at` in SOURCE; `code` as given (fw's are strings at run time). */
function diagnostic(
  code: number | string,
  messageText: string | ts.DiagnosticMessageChain,
  at?: string,
  category = ts.DiagnosticCategory.Error,
): ts.Diagnostic {
  const start = at === undefined ? undefined : SOURCE.indexOf(at);
  return {
    category,
    code: code as number,
    messageText,
    file: at === undefined ? undefined : file,
    start,
    length: at?.length,
  };
}

const format = suite('formatDiagnostic');

format('should print an fw string code "(FW1003)" as error FW1003 at line and column', () => {
  const d = diagnostic(
    '(FW1003)',
    'route pattern "/a/*rest/b": wildcard "*rest" must be the last segment',
    "'/a/*rest/b'",
  );
  assert.is(
    formatDiagnostic(d, '/proj'),
    'src/app.ts(2,12): error FW1003: route pattern "/a/*rest/b": wildcard "*rest" must be the last segment',
  );
});

format('should print a bare fw string code as it is', () => {
  assert.is(formatDiagnostic(diagnostic('FW1009', 'dup', 'Router'), '/proj'), 'src/app.ts(1,10): error FW1009: dup');
});

format("should print TypeScript's numeric codes as TSnnnn", () => {
  assert.is(
    formatDiagnostic(diagnostic(2322, "Type 'string' is not assignable to type 'number'.", 'h);'), '/proj'),
    "src/app.ts(2,26): error TS2322: Type 'string' is not assignable to type 'number'.",
  );
});

format('should print warnings as warning', () => {
  const d = diagnostic('(FW2001)', 'something to look at', 'Router', ts.DiagnosticCategory.Warning);
  assert.is(formatDiagnostic(d, '/proj'), 'src/app.ts(1,10): warning FW2001: something to look at');
});

format('should print a diagnostic without a file as severity, code and message', () => {
  assert.is(
    formatDiagnostic(diagnostic(18003, 'No inputs were found in config file.'), '/proj'),
    'error TS18003: No inputs were found in config file.',
  );
});

format('should print paths relative to cwd, also above it', () => {
  assert.is(formatDiagnostic(diagnostic(2322, 'x', 'h);'), '/proj/sub'), '../src/app.ts(2,26): error TS2322: x');
});

format('should flatten a message chain onto indented lines', () => {
  const chain: ts.DiagnosticMessageChain = {
    messageText: 'outer',
    category: ts.DiagnosticCategory.Error,
    code: 2345,
    next: [{ messageText: 'inner', category: ts.DiagnosticCategory.Error, code: 2322 }],
  };
  assert.is(
    formatDiagnostic(diagnostic(2345, chain, 'h);'), '/proj'),
    'src/app.ts(2,26): error TS2345: outer\n  inner',
  );
});

format.run();

const codes = suite('diagnosticCode');

codes('should strip parentheses and keep fw codes, prefix numbers with TS', () => {
  assert.is(diagnosticCode(diagnostic('(FW1003)', 'm')), 'FW1003');
  assert.is(diagnosticCode(diagnostic(' FW1010 ', 'm')), 'FW1010');
  assert.is(diagnosticCode(diagnostic(2322, 'm')), 'TS2322');
  assert.is(diagnosticCode(diagnostic('2322', 'm')), 'TS2322');
});

codes.run();

const sorting = suite('sortDiagnostics');

sorting('should put file-less diagnostics first, then order by position, and drop exact repeats', () => {
  const late = diagnostic('(FW1003)', 'late', 'h);');
  const early = diagnostic(2322, 'early', 'Router');
  const global = diagnostic(18003, 'global');
  const sorted = sortDiagnostics([late, early, global, diagnostic('(FW1003)', 'late', 'h);')]);
  assert.equal(
    sorted.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ['global', 'early', 'late'],
  );
});

sorting.run();
