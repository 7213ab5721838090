/** staticFiles: content types, validators and 304s, ranges, HEAD, directories, prefix, fallthrough, dotfiles, options. */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FwError, Router, staticFiles, type Middleware, type StaticFilesOptions } from '@fw/runtime';
import { fetchRaw, listen, type RawResponse } from '../helpers.js';

const NOT_FOUND = '{"error":{"status":404,"message":"Not Found"}}';
/** A fixed modification time (2024-01-02T03:04:05Z) so Last-Modified and the ETag are known. */
const MTIME = new Date('2024-01-02T03:04:05.000Z');
const LAST_MODIFIED = 'Tue, 02 Jan 2024 03:04:05 GMT';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const FILES: Readonly<Record<string, string | Buffer>> = {
  'index.html': '<h1>home</h1>\n',
  'hello.txt': 'hello, world\n',
  'digits.txt': '0123456789',
  'empty.txt': '',
  'data.json': '{"a":1}',
  'style.css': 'body{color:red}',
  'app.js': 'console.log(1)',
  'app.MJS': 'export {}',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'logo.png': PNG,
  noext: 'no extension',
  'file.unknownext': 'unknown',
  'café.txt': 'accent',
  'with space.txt': 'space',
  'sub/index.html': '<p>sub</p>',
  'sub/page.html': '<p>page</p>',
  'noindex/a.txt': 'a',
  '.env': 'SECRET=dotenv',
  '.hidden/x.txt': 'hidden x',
  '.well-known/security.txt': 'Contact: x',
};

/** Writes the fixture tree into a new temporary directory and returns its path. */
function makeTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'fw-static-'));
  for (const [name, content] of Object.entries(FILES)) {
    const path = join(root, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
    utimesSync(path, MTIME, MTIME);
  }
  return root;
}

/** The ETag staticFiles gives a fixture file. */
function tagOf(name: string): string {
  const content = FILES[name]!;
  return `W/"${Buffer.byteLength(content).toString(16)}-${MTIME.getTime().toString(16)}"`;
}

/** An app with `middleware` in front of a few routes, so pass-through is visible. */
function appWith(...middleware: Middleware[]) {
  return Router.define({
    middleware,
    routes: [
      Router.get('/route', (ctx) => ctx.text(200, 'route: GET /route')),
      Router.post('/hello.txt', (ctx) => ctx.text(201, 'route: POST /hello.txt')),
      Router.get('/missing.txt', (ctx) => ctx.text(200, 'route: GET /missing.txt')),
    ],
  });
}

/** Runs `fn` against a listening app with staticFiles(options) and closes it after. */
async function withServer(
  options: StaticFilesOptions,
  fn: (
    get: (path: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<RawResponse>,
  ) => Promise<void>,
): Promise<void> {
  const running = await listen(appWith(staticFiles(options)));
  try {
    await fn((path, init) => fetchRaw(running.url, path, init));
  } finally {
    await running.close();
  }
}

function configCode(options: unknown): string | undefined {
  try {
    staticFiles(options as StaticFilesOptions);
  } catch (error) {
    assert.ok(error instanceof FwError, 'an FwError');
    return error.code;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

const serving = suite('staticFiles: serving files', { root: '' });
serving.before((ctx) => {
  ctx.root = makeTree();
});
serving.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

serving('should serve a file with its type, length, validators, caching and exact bytes', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/hello.txt');
    assert.is(res.status, 200);
    assert.is(res.body.toString(), 'hello, world\n');
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.headers['content-length'], '13');
    assert.is(res.headers['etag'], tagOf('hello.txt'));
    assert.is(res.headers['last-modified'], LAST_MODIFIED);
    assert.is(res.headers['cache-control'], 'public, max-age=0');
    assert.is(res.headers['accept-ranges'], 'bytes');
  });
});

serving('should serve in-process through app.request as over a socket', async ({ root }) => {
  const app = appWith(staticFiles({ root }));
  const res = await app.request('/logo.png');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'image/png');
  assert.ok(res.rawBody.equals(PNG), 'the exact bytes');
  const head = await app.request('/hello.txt', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], '13');
  assert.is(head.body, '');
});

serving('should pick the content type from the extension table, case-insensitively', async ({ root }) => {
  const expected: Record<string, string> = {
    '/index.html': 'text/html; charset=utf-8',
    '/data.json': 'application/json; charset=utf-8',
    '/style.css': 'text/css; charset=utf-8',
    '/app.js': 'text/javascript; charset=utf-8',
    '/app.MJS': 'text/javascript; charset=utf-8',
    '/icon.svg': 'image/svg+xml; charset=utf-8',
    '/logo.png': 'image/png',
    '/noext': 'application/octet-stream',
    '/file.unknownext': 'application/octet-stream',
  };
  await withServer({ root }, async (get) => {
    for (const [path, type] of Object.entries(expected)) {
      const res = await get(path);
      assert.is(res.status, 200, path);
      assert.is(res.headers['content-type'], type, path);
    }
  });
});

serving('should decode percent-encoded names (UTF-8, spaces)', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const accent = await get('/caf%C3%A9.txt');
    assert.is(accent.status, 200);
    assert.is(accent.body.toString(), 'accent');
    const space = await get('/with%20space.txt');
    assert.is(space.status, 200);
    assert.is(space.body.toString(), 'space');
  });
});

serving('should answer HEAD with the GET headers and no body', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/digits.txt', { method: 'HEAD' });
    assert.is(res.status, 200);
    assert.is(res.headers['content-length'], '10');
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.headers['etag'], tagOf('digits.txt'));
    assert.is(res.body.length, 0);
  });
});

serving('should serve an empty file with Content-Length 0', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/empty.txt');
    assert.is(res.status, 200);
    assert.is(res.headers['content-length'], '0');
    assert.is(res.body.length, 0);
  });
});

serving('should set Cache-Control from maxAge and immutable', async ({ root }) => {
  await withServer({ root, maxAge: 86400, immutable: true }, async (get) => {
    const res = await get('/hello.txt');
    assert.is(res.headers['cache-control'], 'public, max-age=86400, immutable');
  });
  await withServer({ root, maxAge: 60 }, async (get) => {
    assert.is((await get('/hello.txt')).headers['cache-control'], 'public, max-age=60');
  });
});

serving('should stream a large file completely and in order', async ({ root }) => {
  const big = Buffer.alloc(3 * 1024 * 1024 + 17);
  for (let i = 0; i < big.length; i++) big[i] = (i * 31 + (i >> 8)) & 0xff;
  writeFileSync(join(root, 'big.bin'), big);
  await withServer({ root }, async (get) => {
    const res = await get('/big.bin');
    assert.is(res.status, 200);
    assert.is(res.headers['content-length'], String(big.length));
    assert.ok(res.body.equals(big), 'the exact bytes');
  });
});

serving('should keep serving a file deleted while it streams, and keep the server up', async ({ root }) => {
  const big = Buffer.alloc(8 * 1024 * 1024, 0x61);
  const path = join(root, 'deleted.bin');
  writeFileSync(path, big);
  const running = await listen(appWith(staticFiles({ root })));
  try {
    const received = await new Promise<Buffer>((resolve, reject) => {
      const req = http.get(running.url + '/deleted.bin', { agent: false, timeout: 10_000 }, (res) => {
        const chunks: Buffer[] = [];
        let deleted = false;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (!deleted) {
            deleted = true;
            unlinkSync(path);
          }
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
    });
    // The open handle keeps the data readable on POSIX systems: the whole file arrives.
    assert.is(received.length, big.length);
    const after = await fetchRaw(running.url, '/deleted.bin');
    assert.is(after.status, 404);
    assert.is(after.body.toString(), NOT_FOUND);
    assert.is((await fetchRaw(running.url, '/hello.txt')).status, 200);
  } finally {
    await running.close();
  }
});

serving('should answer 404, not hang, for a FIFO under the root', async ({ root }) => {
  const fifo = join(root, 'pipe.txt');
  try {
    execFileSync('mkfifo', [fifo], { stdio: 'pipe' });
  } catch (error) {
    // mkfifo is part of coreutils: without it this case would check nothing, so it fails instead.
    assert.unreachable(
      `mkfifo ${fifo} failed, so there is no FIFO to serve (is coreutils installed?): ${String(error)}`,
    );
  }
  assert.ok(lstatSync(fifo).isFIFO(), `${fifo} is a FIFO`);
  await withServer({ root }, async (get) => {
    const res = await get('/pipe.txt');
    assert.is(res.status, 404);
    assert.is(res.body.toString(), NOT_FOUND);
  });
});

// ---------------------------------------------------------------------------------------------

const conditional = suite('staticFiles: validators and 304', { root: '' });
conditional.before((ctx) => {
  ctx.root = makeTree();
});
conditional.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

conditional('should answer 304 with validators and no body for a matching If-None-Match', async ({ root }) => {
  await withServer({ root, maxAge: 30 }, async (get) => {
    const tag = tagOf('hello.txt');
    for (const header of [tag, `"x", ${tag}`, tag.slice(2), '*', `"nope" , ${tag} , "other"`]) {
      const res = await get('/hello.txt', { headers: { 'if-none-match': header } });
      assert.is(res.status, 304, header);
      assert.is(res.body.length, 0);
      assert.is(res.headers['etag'], tag);
      assert.is(res.headers['last-modified'], LAST_MODIFIED);
      assert.is(res.headers['cache-control'], 'public, max-age=30');
      assert.is(res.headers['content-type'], undefined);
      assert.is(res.headers['content-length'], undefined);
    }
  });
});

conditional('should answer 200 when If-None-Match does not match', async ({ root }) => {
  await withServer({ root }, async (get) => {
    for (const header of ['"other"', 'W/"1-2"', tagOf('digits.txt'), 'garbage']) {
      const res = await get('/hello.txt', { headers: { 'if-none-match': header } });
      assert.is(res.status, 200, header);
      assert.is(res.body.toString(), 'hello, world\n');
    }
  });
});

conditional(
  'should answer 304 for If-Modified-Since at or after the modification time, 200 before',
  async ({ root }) => {
    await withServer({ root }, async (get) => {
      assert.is((await get('/hello.txt', { headers: { 'if-modified-since': LAST_MODIFIED } })).status, 304);
      assert.is(
        (await get('/hello.txt', { headers: { 'if-modified-since': 'Wed, 03 Jan 2024 00:00:00 GMT' } })).status,
        304,
      );
      const older = await get('/hello.txt', { headers: { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' } });
      assert.is(older.status, 200);
      assert.is(older.body.toString(), 'hello, world\n');
      assert.is((await get('/hello.txt', { headers: { 'if-modified-since': 'not a date' } })).status, 200);
    });
  },
);

conditional('should let If-None-Match decide over If-Modified-Since', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/hello.txt', {
      headers: { 'if-none-match': '"other"', 'if-modified-since': 'Wed, 03 Jan 2024 00:00:00 GMT' },
    });
    assert.is(res.status, 200);
  });
});

conditional('should change the ETag when the file changes', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const before = (await get('/digits.txt')).headers['etag'];
    writeFileSync(join(root, 'digits.txt'), '0123456789'); // same size, new modification time
    utimesSync(join(root, 'digits.txt'), MTIME, new Date(MTIME.getTime() + 5000));
    const after = await get('/digits.txt', { headers: { 'if-none-match': String(before) } });
    assert.is(after.status, 200);
    assert.is.not(after.headers['etag'], before);
  });
});

// ---------------------------------------------------------------------------------------------

const preconditions = suite('staticFiles: If-Match and If-Unmodified-Since (412)', { root: '' });
preconditions.before((ctx) => {
  ctx.root = makeTree();
});
preconditions.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

/** Asserts a 412 error answer that carries none of the file. */
function assertPreconditionFailed(res: RawResponse, method: string, label: string): void {
  assert.is(res.status, 412, label);
  assert.is(res.headers['content-range'], undefined, label);
  if (method === 'HEAD') assert.is(res.body.length, 0, label);
  else assert.equal(JSON.parse(res.body.toString()).error.status, 412, label);
}

preconditions(
  'should answer 412 for an If-Match that does not match strongly and serve the file for *, for GET and HEAD',
  async ({ root }) => {
    const tag = tagOf('hello.txt');
    await withServer({ root }, async (get) => {
      // The file's own tag is weak, and If-Match compares strongly, so even it fails.
      for (const header of ['"other"', tag, tag.slice(2), `"a", ${tag}, W/"b"`, tagOf('digits.txt'), 'garbage']) {
        for (const method of ['GET', 'HEAD']) {
          assertPreconditionFailed(
            await get('/hello.txt', { method, headers: { 'if-match': header } }),
            method,
            `${method} If-Match: ${header}`,
          );
        }
      }
      for (const header of ['*', ' * ']) {
        const res = await get('/hello.txt', { headers: { 'if-match': header } });
        assert.is(res.status, 200, header);
        assert.is(res.body.toString(), 'hello, world\n');
        const head = await get('/hello.txt', { method: 'HEAD', headers: { 'if-match': header } });
        assert.is(head.status, 200, header);
        assert.is(head.headers['content-length'], '13');
      }
      // A missing file is not a 412: preconditions only apply to what would have been served.
      const missing = await get('/missing.txt', { headers: { 'if-match': '"other"' } });
      assert.is(missing.status, 200);
      assert.is(missing.body.toString(), 'route: GET /missing.txt');
    });
  },
);

preconditions(
  'should answer 412 for If-Unmodified-Since before the modification time, 200 at or after it',
  async ({ root }) => {
    await withServer({ root }, async (get) => {
      for (const method of ['GET', 'HEAD']) {
        for (const before of [
          'Mon, 01 Jan 2024 00:00:00 GMT',
          'Tue, 02 Jan 2024 03:04:04 GMT',
          'Monday, 01-Jan-24 00:00:00 GMT',
          'Mon Jan  1 00:00:00 2024',
        ]) {
          assertPreconditionFailed(
            await get('/hello.txt', { method, headers: { 'if-unmodified-since': before } }),
            method,
            `${method} ${before}`,
          );
        }
        for (const after of [
          LAST_MODIFIED,
          'Wed, 03 Jan 2024 00:00:00 GMT',
          'Tuesday, 02-Jan-24 03:04:05 GMT',
          'Tue Jan  2 03:04:05 2024',
        ]) {
          const res = await get('/hello.txt', { method, headers: { 'if-unmodified-since': after } });
          assert.is(res.status, 200, `${method} ${after}`);
          assert.is(res.headers['etag'], tagOf('hello.txt'));
        }
      }
    });
  },
);

preconditions(
  'should ignore an If-Unmodified-Since or If-Modified-Since that is not an HTTP-date',
  async ({ root }) => {
    await withServer({ root }, async (get) => {
      // Date.parse would read '1' as 2001 and '2000' as that year, both before the file's date.
      for (const value of [
        'not a date',
        '1',
        '2000',
        '2024-01-01T00:00:00Z',
        'Mon, 01 Jan 2024 00:00:00 GMT, Mon, 01 Jan 2024 00:00:00 GMT',
      ]) {
        const res = await get('/hello.txt', { headers: { 'if-unmodified-since': value } });
        assert.is(res.status, 200, value);
        assert.is(res.body.toString(), 'hello, world\n');
      }
      // ... and '2030' as a date after it, which would make a 304.
      assert.is((await get('/hello.txt', { headers: { 'if-modified-since': '2030' } })).status, 200);
    });
  },
);

preconditions('should let If-Match decide over If-Unmodified-Since', async ({ root }) => {
  await withServer({ root }, async (get) => {
    for (const method of ['GET', 'HEAD']) {
      const star = await get('/hello.txt', {
        method,
        headers: { 'if-match': '*', 'if-unmodified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' },
      });
      assert.is(star.status, 200, method);
      const other = await get('/hello.txt', {
        method,
        headers: { 'if-match': '"other"', 'if-unmodified-since': 'Wed, 03 Jan 2024 00:00:00 GMT' },
      });
      assertPreconditionFailed(other, method, method);
    }
  });
});

preconditions(
  'should evaluate 412 before 304 and before a range, and If-None-Match after If-Match: *',
  async ({ root }) => {
    const tag = tagOf('digits.txt');
    await withServer({ root }, async (get) => {
      const over304 = await get('/digits.txt', { headers: { 'if-match': '"other"', 'if-none-match': tag } });
      assertPreconditionFailed(over304, 'GET', 'If-Match before If-None-Match');
      const sinceOver304 = await get('/digits.txt', {
        headers: { 'if-unmodified-since': 'Mon, 01 Jan 2024 00:00:00 GMT', 'if-modified-since': LAST_MODIFIED },
      });
      assertPreconditionFailed(sinceOver304, 'GET', 'If-Unmodified-Since before If-Modified-Since');
      assertPreconditionFailed(
        await get('/digits.txt', { headers: { 'if-match': '"other"', range: 'bytes=0-1' } }),
        'GET',
        'before Range',
      );
      assert.is((await get('/digits.txt', { headers: { 'if-match': '*', 'if-none-match': tag } })).status, 304);
      const range = await get('/digits.txt', { headers: { 'if-match': '*', range: 'bytes=0-1' } });
      assert.is(range.status, 206);
      assert.is(range.body.toString(), '01');
    });
  },
);

// ---------------------------------------------------------------------------------------------

const ranges = suite('staticFiles: byte ranges', { root: '' });
ranges.before((ctx) => {
  ctx.root = makeTree();
});
ranges.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

ranges('should answer 206 with Content-Range for a-b, a- and -n', async ({ root }) => {
  const cases: [string, string, string][] = [
    ['bytes=0-4', '01234', 'bytes 0-4/10'],
    ['bytes=3-3', '3', 'bytes 3-3/10'],
    ['bytes=5-', '56789', 'bytes 5-9/10'],
    ['bytes=-3', '789', 'bytes 7-9/10'],
    ['bytes=-50', '0123456789', 'bytes 0-9/10'],
    ['bytes=8-1000', '89', 'bytes 8-9/10'],
    ['BYTES = 1-2', '12', 'bytes 1-2/10'],
  ];
  await withServer({ root }, async (get) => {
    for (const [range, body, contentRange] of cases) {
      const res = await get('/digits.txt', { headers: { range } });
      assert.is(res.status, 206, range);
      assert.is(res.body.toString(), body, range);
      assert.is(res.headers['content-range'], contentRange, range);
      assert.is(res.headers['content-length'], String(body.length), range);
      assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
      assert.is(res.headers['etag'], tagOf('digits.txt'));
    }
  });
});

ranges('should answer 416 with Content-Range bytes */size for an unsatisfiable range', async ({ root }) => {
  await withServer({ root }, async (get) => {
    for (const range of ['bytes=10-', 'bytes=10-20', 'bytes=-0']) {
      const res = await get('/digits.txt', { headers: { range } });
      assert.is(res.status, 416, range);
      assert.is(res.headers['content-range'], 'bytes */10', range);
      assert.is(JSON.parse(res.body.toString()).error.status, 416);
      assert.not.ok(res.body.toString().includes('0123'), 'not the file');
    }
  });
});

ranges('should serve the whole file (200) for several ranges, other units and malformed headers', async ({ root }) => {
  await withServer({ root }, async (get) => {
    for (const range of [
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=abc',
      'bytes=5-2',
      'bytes=',
      'bytes=-',
      '0-1',
      'bytes=1-2-3',
    ]) {
      const res = await get('/digits.txt', { headers: { range } });
      assert.is(res.status, 200, range);
      assert.is(res.body.toString(), '0123456789', range);
      assert.is(res.headers['content-range'], undefined, range);
    }
  });
});

ranges('should apply If-Range only for the exact Last-Modified date (never for a weak ETag)', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const same = await get('/digits.txt', { headers: { range: 'bytes=0-1', 'if-range': LAST_MODIFIED } });
    assert.is(same.status, 206);
    assert.is(same.body.toString(), '01');
    const other = await get('/digits.txt', {
      headers: { range: 'bytes=0-1', 'if-range': 'Mon, 01 Jan 2024 00:00:00 GMT' },
    });
    assert.is(other.status, 200);
    assert.is(other.body.toString(), '0123456789');
    const tag = await get('/digits.txt', { headers: { range: 'bytes=0-1', 'if-range': tagOf('digits.txt') } });
    assert.is(tag.status, 200);
    assert.is(tag.body.length, 10);
  });
});

ranges('should answer a HEAD with a Range as 206 without a body', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/digits.txt', { method: 'HEAD', headers: { range: 'bytes=2-5' } });
    assert.is(res.status, 206);
    assert.is(res.headers['content-range'], 'bytes 2-5/10');
    assert.is(res.headers['content-length'], '4');
    assert.is(res.body.length, 0);
  });
});

ranges('should prefer a 304 over a range', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/digits.txt', { headers: { range: 'bytes=0-1', 'if-none-match': tagOf('digits.txt') } });
    assert.is(res.status, 304);
  });
});

// ---------------------------------------------------------------------------------------------

const dirs = suite('staticFiles: directories, prefix and fallthrough', { root: '' });
dirs.before((ctx) => {
  ctx.root = makeTree();
});
dirs.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

dirs('should serve the index file for / and for a directory with a trailing slash', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const home = await get('/');
    assert.is(home.status, 200);
    assert.is(home.body.toString(), '<h1>home</h1>\n');
    assert.is(home.headers['content-type'], 'text/html; charset=utf-8');
    const sub = await get('/sub/');
    assert.is(sub.status, 200);
    assert.is(sub.body.toString(), '<p>sub</p>');
  });
});

dirs('should redirect a directory without its slash to a relative ./name/ (301)', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/sub?x=1');
    assert.is(res.status, 301);
    assert.is(res.headers['location'], './sub/');
    assert.is(res.body.length, 0);
  });
  await withServer({ root, prefix: '/static' }, async (get) => {
    const res = await get('/static');
    assert.is(res.status, 301);
    assert.is(res.headers['location'], './static/');
    assert.is((await get('/static/')).body.toString(), '<h1>home</h1>\n');
  });
});

dirs(
  'should fall through (404 by the app) for a directory without an index file, or with index: false',
  async ({ root }) => {
    await withServer({ root }, async (get) => {
      const res = await get('/noindex/');
      assert.is(res.status, 404);
      assert.is(res.body.toString(), NOT_FOUND);
    });
    await withServer({ root, index: false }, async (get) => {
      assert.is((await get('/')).status, 404);
      assert.is((await get('/sub')).status, 404);
      assert.is((await get('/sub/page.html')).status, 200);
    });
  },
);

dirs('should answer 404 for a file asked for as a directory', async ({ root }) => {
  await withServer({ root }, async (get) => {
    assert.is((await get('/hello.txt/')).status, 404);
  });
});

dirs('should serve under a prefix and pass every other path to next()', async ({ root }) => {
  await withServer({ root, prefix: '/assets/' }, async (get) => {
    const res = await get('/assets/sub/page.html');
    assert.is(res.status, 200);
    assert.is(res.body.toString(), '<p>page</p>');
    assert.is((await get('/digits.txt')).status, 404);
    assert.is((await get('/assetsx/digits.txt')).status, 404);
    assert.is((await get('/route')).body.toString(), 'route: GET /route');
  });
});

dirs('should pass other methods to next()', async ({ root }) => {
  await withServer({ root }, async (get) => {
    const res = await get('/hello.txt', { method: 'POST' });
    assert.is(res.status, 201);
    assert.is(res.body.toString(), 'route: POST /hello.txt');
    assert.is((await get('/digits.txt', { method: 'DELETE' })).status, 404);
  });
});

dirs('should pass a missing file to next() so a route or the 404 answers', async ({ root }) => {
  await withServer({ root }, async (get) => {
    assert.is((await get('/missing.txt')).body.toString(), 'route: GET /missing.txt');
    const res = await get('/nothing/here.txt');
    assert.is(res.status, 404);
    assert.is(res.body.toString(), NOT_FOUND);
  });
});

dirs('should answer 404 itself with fallthrough: false', async ({ root }) => {
  await withServer({ root, fallthrough: false }, async (get) => {
    const res = await get('/missing.txt');
    assert.is(res.status, 404);
    assert.is(res.body.toString(), NOT_FOUND);
    assert.is((await get('/route')).status, 404, "every GET under the prefix is the middleware's");
  });
});

// ---------------------------------------------------------------------------------------------

const dots = suite('staticFiles: dotfiles', { root: '' });
dots.before((ctx) => {
  ctx.root = makeTree();
});
dots.after((ctx) => rmSync(ctx.root, { recursive: true, force: true }));

dots('should treat dotfiles and dot-directories as missing by default', async ({ root }) => {
  await withServer({ root }, async (get) => {
    for (const path of ['/.env', '/.hidden/x.txt', '/.well-known/security.txt', '/%2eenv']) {
      const res = await get(path);
      assert.is(res.status, 404, path);
      assert.not.ok(res.body.toString().includes('SECRET'), path);
    }
  });
});

dots('should answer 403 for dotfiles with dotfiles: deny', async ({ root }) => {
  await withServer({ root, dotfiles: 'deny' }, async (get) => {
    const res = await get('/.env');
    assert.is(res.status, 403);
    assert.is(JSON.parse(res.body.toString()).error.status, 403);
    assert.is((await get('/hello.txt')).status, 200);
  });
});

dots('should serve dotfiles with dotfiles: allow, but never . or .. segments', async ({ root }) => {
  await withServer({ root, dotfiles: 'allow' }, async (get) => {
    assert.is((await get('/.well-known/security.txt')).body.toString(), 'Contact: x');
    assert.is((await get('/.env')).body.toString(), 'SECRET=dotenv');
    assert.is((await get('/./hello.txt')).status, 403);
    assert.is((await get('/sub/../hello.txt')).status, 403);
  });
});

// ---------------------------------------------------------------------------------------------

const options = suite('staticFiles: options');

options('should throw FW_ERR_STATIC_CONFIG for a missing, absent or non-directory root', () => {
  const root = makeTree();
  try {
    assert.is(configCode(undefined), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({}), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({ root: '' }), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({ root: join(root, 'does-not-exist') }), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({ root: join(root, 'hello.txt') }), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({ root }), undefined);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

options('should throw FW_ERR_STATIC_CONFIG for bad prefix, index, dotfiles, maxAge, immutable or fallthrough', () => {
  const root = makeTree();
  try {
    for (const prefix of ['', 'assets', '/a//b', '/a/../b', '/./a', '/a b', '/a?b', 7]) {
      assert.is(configCode({ root, prefix }), 'FW_ERR_STATIC_CONFIG', `prefix ${String(prefix)}`);
    }
    for (const prefix of ['/', '/assets', '/assets/', '/a/b', '/%7Euser'])
      assert.is(configCode({ root, prefix }), undefined, prefix);
    for (const index of ['', '.', '..', 'a/b', 'a\\b', true, 3])
      assert.is(configCode({ root, index }), 'FW_ERR_STATIC_CONFIG', `index ${String(index)}`);
    assert.is(configCode({ root, index: false }), undefined);
    assert.is(configCode({ root, dotfiles: 'show' }), 'FW_ERR_STATIC_CONFIG');
    for (const maxAge of [-1, 1.5, '60', Number.NaN])
      assert.is(configCode({ root, maxAge }), 'FW_ERR_STATIC_CONFIG', `maxAge ${String(maxAge)}`);
    assert.is(configCode({ root, immutable: 'yes' }), 'FW_ERR_STATIC_CONFIG');
    assert.is(configCode({ root, fallthrough: 0 }), 'FW_ERR_STATIC_CONFIG');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

options('should resolve a relative root once, at creation', async () => {
  const root = makeTree();
  const cwd = process.cwd();
  let mw: Middleware;
  try {
    process.chdir(join(root, 'sub'));
    mw = staticFiles({ root: '.' });
  } finally {
    process.chdir(cwd);
  }
  try {
    const res = await appWith(mw).request('/page.html');
    assert.is(res.status, 200);
    assert.is(res.body, '<p>page</p>');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

serving.run();
conditional.run();
ranges.run();
preconditions.run();
dirs.run();
dots.run();
options.run();
