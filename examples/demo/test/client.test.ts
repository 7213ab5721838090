/**
 * A client generated from the demo's document by openapi-typescript type-checks against a small
 * typed call sequence: the 201 of POST /users is a User, the 404 of GET /users/{id} fw's error
 * body, and a wrong use of either is a type error.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { spec } from '../dist/app.js';

const test = suite('a client generated from the demo document');

const USAGE = `
import type { paths } from './schema.js';
type Created = paths['/users']['post']['responses'][201]['content']['application/json'];
type NotFound = paths['/users/{id}']['get']['responses'][404]['content']['application/json'];
type Invalid = paths['/users']['post']['responses'][400]['content']['application/json'];
type NewUser = NonNullable<paths['/users']['post']['requestBody']>['content']['application/json'];
const input: NewUser = { name: 'Grace Hopper', email: 'grace@example.com' };
const created: Created = { id: 3, name: input.name };
const id: number = created.id;
const missing: NotFound = { error: { status: 404, message: 'no such user' } };
const status: number = missing.error.status;
const invalid: Invalid = { error: { status: 400, message: 'bad', details: [{ path: '$.name', expected: 'string', found: '5' }] } };
export const used = [id, status, invalid.error.details?.length];
`;

/** Type errors of `usage` against the generated types, as `TS<code>: message` lines. */
function typeErrors(dir: string, usage: string): string[] {
  writeFileSync(join(dir, 'usage.ts'), usage);
  const program = ts.createProgram([join(dir, 'usage.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: false,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

test('should type a 201 body as User and a 404 as fw error body, and refuse a wrong use', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(join(dir, 'schema.ts'), astToString(await openapiTS(JSON.parse(spec) as never)));
    assert.equal(typeErrors(dir, USAGE), []);
    const wrong = typeErrors(
      dir,
      USAGE.replace('{ id: 3, name: input.name }', "{ id: 'three', name: input.name }").replace(
        'status: 404, message',
        'code: 404, message',
      ),
    );
    assert.ok(wrong.length >= 2, `a string id and a missing status are type errors: ${wrong.join('\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
