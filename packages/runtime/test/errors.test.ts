/**
 * HttpError and FwError across two copies of @fw/runtime (an app's and a library's, say): an
 * error made by one copy is `instanceof` the other's class and is answered with its status,
 * message and headers; a subclass of HttpError keeps the ordinary prototype check. The second
 * copy is the built errors module copied to a temporary directory, so it is a module of its own.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, HttpError, Router, errorHandler } from '@fw/runtime';

type ErrorsModule = typeof import('@fw/runtime');

const test = suite('errors across copies of the package');
let dir = '';
let other: Pick<ErrorsModule, 'FwError' | 'HttpError'>;

test.before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fw-errors-copy-'));
  // A second copy of the built package (errors.js imports its neighbours).
  const built = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  cpSync(built, dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  other = (await import(pathToFileURL(path.join(dir, 'errors.js')).href)) as typeof other;
  assert.is.not(other.HttpError, HttpError, 'a second copy of the class');
});

test.after(() => {
  rmSync(dir, { recursive: true, force: true });
});

test("should take another copy's HttpError and FwError for its own, both ways", () => {
  assert.ok(new other.HttpError(404, 'no such user') instanceof HttpError);
  assert.ok(new HttpError(404) instanceof other.HttpError);
  assert.ok(new other.FwError('FW_ERR_NEXT_TWICE') instanceof FwError);
  assert.not.ok(new other.FwError('FW_ERR_NEXT_TWICE') instanceof HttpError);
  assert.not.ok(new other.HttpError(404) instanceof FwError);
  assert.not.ok(new Error('plain') instanceof HttpError);
  assert.not.ok((null as unknown) instanceof HttpError);
});

test('should keep the ordinary check for a subclass of HttpError', () => {
  class NotFound extends HttpError {
    constructor(what: string) {
      super(404, `no such ${what}`);
    }
  }
  assert.ok(new NotFound('user') instanceof NotFound);
  assert.ok(new NotFound('user') instanceof HttpError);
  assert.not.ok(new HttpError(404) instanceof NotFound);
  assert.not.ok(new other.HttpError(404) instanceof NotFound);
});

test("should answer another copy's HttpError with its status, message and headers", async () => {
  const app = Router.define({
    routes: [
      Router.get('/slow', () => {
        throw new other.HttpError(429, 'slow down', { headers: { 'retry-after': '3' } });
      }),
    ],
  });
  const res = await app.request('/slow');
  assert.is(res.status, 429);
  assert.is(res.headers['retry-after'], '3');
  assert.equal(res.json(), { error: { status: 429, message: 'slow down' } });
  // The same through the errorHandler middleware.
  const handled = Router.define({
    middleware: [errorHandler()],
    routes: [
      Router.get('/slow', () => {
        throw new other.HttpError(429, 'slow down', { headers: { 'retry-after': '3' } });
      }),
    ],
  });
  const again = await handled.request('/slow');
  assert.is(again.status, 429);
  assert.is(again.headers['retry-after'], '3');
});

test('should answer a value that only claims to be an HttpError by its status, without its headers', async () => {
  const app = Router.define({
    routes: [
      Router.get('/fake', () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the point: a thrown non-Error
        throw { [Symbol.for('fw.httpError')]: true, status: 418, message: 'a teapot', code: 'X', headers: null };
      }),
    ],
  });
  const res = await app.request('/fake');
  assert.is(res.status, 418);
  assert.equal(res.json(), { error: { status: 418, message: 'a teapot' } });
});

test.run();
