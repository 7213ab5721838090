/**
 * How the transformer finds route helpers and markers without resolving every call: a method
 * chained on a call is looked up in the class its function declares as return type (so
 * `.named()`/`.doc()` on a route need no overload resolution of the route call), and a method call
 * whose name no tagged declaration has is skipped. The answers must be those of full resolution.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Compiler } from './compile.js';

const test = suite('call classification');
const compiler = new Compiler();

test('should find .named() on a route returned by a function of the app', () => {
  const { diagnostics } = compiler.compile({
    'wrapped.ts': `import { Router, type RouteDef, type Context } from '@fw/runtime';
function page(pattern: '/about'): RouteDef<'GET', '/about', never> {
  return Router.get(pattern, (ctx: Context) => ctx.text('about'));
}
export const about = page('/about').named('');
`,
  });
  assert.equal(
    diagnostics.filter((d) => d.code.startsWith('FW')).map((d) => `${d.code} ${d.line}:${d.column}`),
    ['FW1012 5:43'],
    'the empty name is found through the declared return type',
  );
});

test('should leave methods of the app with the same names as fw helpers alone', () => {
  const { diagnostics, files } = compiler.compile({
    'own.ts': `export class Notes {
  named(name: string): Notes { return this; }
  doc(text: { summary: string }): this { return this; }
  type<T>(): string { return 'mine'; }
}
export const notes = new Notes().named('').doc({ summary: 'x' }).type<{ a: number }>();
`,
  });
  assert.equal(diagnostics, []);
  assert.match(files.get('own.js')!, /new Notes\(\)\.named\(''\)\.doc\(\{ summary: 'x' \}\)\.type\(\)/);
});

test('should transform markers inside handlers of chained routes', () => {
  const { diagnostics, files } = compiler.compile({
    'chained.ts': `import { apidocs, Router } from '@fw/runtime';
interface Note { text: string }
export const App = Router.define({ routes: [
  Router.post('/notes', async (ctx) => ctx.json(201, await ctx.parseBody<Note>())).named('addNote').doc({ summary: 'Add', responseBody: apidocs.type<Note>() }),
  (Router.get('/notes/:id', (ctx) => ctx.json(200, { text: ctx.params.id })).named('note')).doc({ summary: 'One', responseBody: apidocs.type<Note>() }),
] });
`,
  });
  assert.equal(diagnostics, []);
  const js = files.get('chained.js')!;
  assert.match(js, /ctx\.parseBody\(__fw_parse_Note_\d+\)/, 'parseBody<Note>() gets its validator');
  assert.match(js, /responseBody: __fw_type_Note_\d+/, 'both .doc() calls get the type data');
  assert.not.match(js, /apidocs\.type/);
});

test.run();
