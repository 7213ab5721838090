/** apidocs.ui in a real browser: Debian chromium, driven by playwright-core, renders the docs page under its CSP. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Page } from 'playwright-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Router, apidocs } from '@fw/runtime';
import { listen } from './helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Bound for each browser step, and (doubled) for a whole case. */
const TIMEOUT_MS = 30_000;
const DIST = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const user = { $ref: '#/components/schemas/User' };
const idParam = { name: 'id', in: 'path', required: true, description: 'The user id', schema: { type: 'string' } };
/** A hand-written OpenAPI 3.1.0 document: five operations, a path parameter, component schemas. */
const DOC = {
  openapi: '3.1.0',
  info: { title: 'Users API', version: '1.2.3', description: 'The users of the docs page test.' },
  tags: [{ name: 'Users' }, { name: 'System' }],
  paths: {
    '/users': {
      get: {
        tags: ['Users'],
        summary: 'List users',
        operationId: 'listUsers',
        parameters: [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          '200': {
            description: 'The users',
            content: { 'application/json': { schema: { type: 'array', items: user } } },
          },
        },
      },
      post: {
        tags: ['Users'],
        summary: 'Create a user',
        operationId: 'createUser',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/NewUser' } } },
        },
        responses: {
          '201': { description: 'Created', content: { 'application/json': { schema: user } } },
          '400': {
            description: 'Invalid body',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    '/users/{id}': {
      get: {
        tags: ['Users'],
        summary: 'Show a user',
        operationId: 'showUser',
        parameters: [idParam],
        responses: {
          '200': { description: 'The user', content: { 'application/json': { schema: user } } },
          '404': {
            description: 'No such user',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
      delete: {
        tags: ['Users'],
        summary: 'Delete a user',
        operationId: 'deleteUser',
        parameters: [idParam],
        responses: { '204': { description: 'Deleted' } },
      },
    },
    '/health': {
      get: {
        tags: ['System'],
        summary: 'Health check',
        operationId: 'health',
        responses: {
          '200': {
            description: 'Healthy',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status'],
                  properties: { status: { type: 'string', const: 'ok' } },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      User: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          email: { type: ['string', 'null'], format: 'email' },
        },
      },
      NewUser: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' } },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['status', 'message'],
            properties: { status: { type: 'integer' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
};
const SPEC = JSON.stringify(DOC, null, 2);
const OPERATIONS = ['DELETE /users/{id}', 'GET /health', 'GET /users', 'GET /users/{id}', 'POST /users'];

/** The app behind the document, so that "Try it out" gets real answers. */
function usersApp(assets: 'cdn' | 'local') {
  return Router.define({
    middleware: [apidocs.ui({ specJson: SPEC, assets })],
    routes: [
      Router.get('/users', (ctx) => ctx.json(200, [{ id: '7', name: 'Ada', email: null }])),
      Router.post('/users', (ctx) => ctx.json(201, { id: '8', name: 'Grace', email: null })),
      Router.get('/users/:id', (ctx) => ctx.json(200, { id: ctx.params.id, name: 'Ada', email: null })),
      Router.delete('/users/:id', (ctx) => ctx.send(204)),
      Router.get('/health', (ctx) => ctx.json(200, { status: 'ok' })),
    ],
  });
}

/** What the page did that it should not: CSP violations, console errors, page errors, failed requests. */
interface Watch {
  readonly problems: string[];
  /** Every URL the page requested (data: URLs aside). */
  readonly requests: string[];
}

/** Reports every CSP violation to the console, where the watcher below collects it. */
const VIOLATION_REPORTER = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber);
});`;

/** Launches chromium, opens a page that records problems, runs `body`, and always closes the browser. */
async function withPage(body: (page: Page, watch: Watch) => Promise<void>): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `chromium is not installed at ${CHROMIUM}: run \`node scripts/system-deps.mjs\` as root (npm test does it) or \`apt-get install -y chromium\``,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS, timeout: TIMEOUT_MS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    page.setDefaultNavigationTimeout(TIMEOUT_MS);
    const watch: Watch = { problems: [], requests: [] };
    await page.addInitScript(VIOLATION_REPORTER);
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /content security policy/i.test(text))
        watch.problems.push(`console.${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      watch.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
    );
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) watch.requests.push(request.url());
    });
    await within(2 * TIMEOUT_MS, body(page, watch));
  } finally {
    await browser.close();
  }
}

/** Rejects when `work` takes longer than `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`browser case took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for Swagger UI to render every operation and returns them as `METHOD /path`, sorted. */
async function renderedOperations(page: Page): Promise<string[]> {
  await page.waitForFunction(`document.querySelectorAll('.opblock').length >= ${OPERATIONS.length}`, undefined, {
    timeout: TIMEOUT_MS,
  });
  const found: string[] = [];
  for (const block of await page.locator('.opblock').all()) {
    const method = (await block.locator('.opblock-summary-method').textContent()) ?? '';
    // Swagger UI puts zero-width spaces after the slashes so long paths can wrap.
    const path = ((await block.locator('.opblock-summary-path').textContent()) ?? '').replace(/\u200b/g, '').trim();
    found.push(`${method.trim()} ${path}`);
  }
  return found.sort();
}

const browser = suite('apidocs.ui in chromium');

browser('should use a valid OpenAPI 3.1.0 document', async () => {
  const validator = new Validator();
  const verdict = await validator.validate(structuredClone(DOC));
  assert.ok(verdict.valid, JSON.stringify(verdict.errors));
  assert.is(validator.version, '3.1');
});

browser(
  'should render every operation from the local assets with no CSP violation, error or outside request',
  async () => {
    const running = await listen(usersApp('local'));
    try {
      await withPage(async (page, watch) => {
        const response = await page.goto(`${running.url}/api/docs`);
        assert.is(response?.status(), 200);
        assert.match(response?.headers()['content-security-policy'] ?? '', /^default-src 'none'; script-src 'self';/);
        assert.equal(await renderedOperations(page), OPERATIONS);
        assert.is(await page.title(), 'Users API');
        const infoTitle = (await page.locator('.information-container .info .title').textContent()) ?? '';
        assert.ok(infoTitle.startsWith('Users API'), infoTitle);
        assert.ok(infoTitle.includes('1.2.3'), infoTitle);
        assert.equal(
          (await page.locator('.opblock-tag').allTextContents()).map((t) => t.trim()),
          ['Users', 'System'],
        );
        const schemas = (await page.locator('section.models').textContent()) ?? '';
        for (const name of ['User', 'NewUser', 'Error'])
          assert.ok(schemas.includes(name), `schema ${name} in ${schemas}`);
        // Let late work (images, fonts, deferred rendering) finish before judging.
        await page.waitForLoadState('networkidle');
        assert.equal(watch.problems, []);
        const outside = watch.requests.filter((url) => !url.startsWith(`${running.url}/`));
        assert.equal(outside, [], 'every request stays on the app');
        for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'init.js']) {
          assert.ok(
            watch.requests.some((url) => url.startsWith(`${running.url}/api/docs/assets/${file}`)),
            `${file} was loaded`,
          );
        }
        assert.ok(watch.requests.includes(`${running.url}/api/docs/openapi.json`), 'the document was fetched');
      });
    } finally {
      await running.close();
    }
  },
);

browser('should run "Try it out" against the app under the page\'s CSP', async () => {
  const running = await listen(usersApp('local'));
  try {
    await withPage(async (page, watch) => {
      await page.goto(`${running.url}/api/docs`);
      await renderedOperations(page);
      const block = page
        .locator('.opblock')
        .filter({ has: page.locator('.opblock-summary-method', { hasText: /^GET$/ }) })
        .filter({ hasText: 'Show a user' });
      await block.locator('.opblock-summary').click();
      await block.locator('button.try-out__btn').click();
      await block.locator('input[placeholder="id"]').fill('42');
      await block.locator('button.execute').click();
      const body = block.locator('.live-responses-table .response-col_description .highlight-code').first();
      await body.waitFor();
      const text = (await body.textContent()) ?? '';
      assert.ok(text.includes('"id": "42"'), text);
      assert.ok(text.includes('"name": "Ada"'), text);
      assert.ok(watch.requests.includes(`${running.url}/users/42`), 'the browser called the API');
      await page.waitForLoadState('networkidle');
      assert.equal(watch.problems, []);
    });
  } finally {
    await running.close();
  }
});

browser('should render the CDN page under its CSP when the CDN answers with swagger-ui-dist', async () => {
  const running = await listen(usersApp('cdn'));
  const base = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.18.2/';
  const served: string[] = [];
  const refused: string[] = [];
  try {
    await withPage(async (page, watch) => {
      // No network in tests: the CDN's files come from the installed package; anything else outside the app is refused.
      await page.route(
        (url) => !url.href.startsWith(`${running.url}/`),
        async (route) => {
          const url = route.request().url();
          const file = url.startsWith(base) ? url.slice(base.length) : '';
          const type = file.endsWith('.css')
            ? 'text/css'
            : file.endsWith('.js')
              ? 'text/javascript'
              : file.endsWith('.png')
                ? 'image/png'
                : '';
          if (type === '' || file.includes('/')) {
            refused.push(url);
            await route.abort();
            return;
          }
          served.push(file);
          await route.fulfill({
            path: join(DIST, file),
            contentType: type,
            headers: { 'access-control-allow-origin': '*' },
          });
        },
      );
      await page.goto(`${running.url}/api/docs`);
      assert.equal(await renderedOperations(page), OPERATIONS);
      assert.is(await page.title(), 'Users API');
      await page.waitForLoadState('networkidle');
      assert.equal(watch.problems, []);
      assert.equal(refused, []);
      for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'])
        assert.ok(served.includes(file), `${file} came from ${base}`);
    });
  } finally {
    await running.close();
  }
});

browser('should say what failed and how to switch when the CDN cannot be reached, under its CSP', async () => {
  const running = await listen(usersApp('cdn'));
  const refused: string[] = [];
  try {
    await withPage(async (page, watch) => {
      // Offline: every request outside the app fails, as without network.
      await page.route(
        (url) => !url.href.startsWith(`${running.url}/`),
        async (route) => {
          refused.push(route.request().url());
          await route.abort('internetdisconnected');
        },
      );
      await page.goto(`${running.url}/api/docs`);
      await page.waitForFunction(
        `(document.getElementById('swagger-ui').textContent || '').includes('could not be loaded')`,
        undefined,
        { timeout: TIMEOUT_MS },
      );
      const text = (await page.locator('#swagger-ui').textContent()) ?? '';
      assert.ok(
        text.startsWith('Swagger UI could not be loaded from https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.18.2/'),
        text,
      );
      assert.ok(text.includes("pass assets: 'local' to apidocs.ui"), text);
      assert.ok(text.includes('/api/docs/openapi.json'), text);
      assert.ok(
        refused.some((url) => url.endsWith('/swagger-ui-bundle.js')),
        'the page tried the CDN',
      );
      // The message comes from the page's own inline script, which its CSP allows: no violation.
      assert.equal(
        watch.problems.filter((problem) => /CSP violation|page error/.test(problem)),
        [],
      );
    });
  } finally {
    await running.close();
  }
});

browser.run();
