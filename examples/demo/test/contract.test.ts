/**
 * The demo against its own document: every documented operation gets a request made from the
 * document (and, where fw documents a 400, 415 or 401, a request that triggers it), and every
 * answer's status and JSON body is checked against the document by ajv (JSON Schema 2020-12).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { checkContract } from '@fw/runtime';
import { createApp, spec } from '../dist/app.js';

const test = suite('demo contract');

/** ajv-formats is CommonJS: its function is the default export, or that export's `default`. */
function withFormats(ajv: Ajv2020): Ajv2020 {
  const add = ((formats as unknown as { default?: unknown }).default ?? formats) as (ajv: Ajv2020) => void;
  add(ajv);
  return ajv;
}

test('should answer every documented operation as its document says, with 0 mismatches', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const report = await checkContract(createApp({ logs: () => {} }), spec, { validator, credentials: { adminToken: { authorization: 'Bearer demo-admin' } } });
  const operations = Object.values(JSON.parse(spec).paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
  assert.ok(report.requests > operations, `${report.requests} requests for ${operations} operations: fw's own 400, 415 and 401 are triggered too`);
  assert.equal(report.mismatches, []);
});

test('should find a mismatch when the app answers what its document does not say', async () => {
  const validator = withFormats(new Ajv2020({ strict: false }));
  const lying = JSON.parse(spec) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  delete lying.paths['/users/{id}']!['get']!.responses['404'];
  lying.paths['/posts']!['get']!.responses['200'] = { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } };
  const report = await checkContract(createApp({ logs: () => {} }), lying, { validator });
  const problems = report.mismatches.map((m) => `${m.operation}: ${m.problem.slice(0, 40)}`);
  assert.ok(problems.some((p) => p.startsWith('GET /posts: the body does not match')), problems.join('\n'));
});

test.run();
