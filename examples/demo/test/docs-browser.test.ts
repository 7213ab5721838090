/** The demo's docs page in a real browser (Debian chromium via playwright-core): every documented operation renders. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { Server } from '@fw/runtime';
import { createApp, spec } from '../dist/app.js';

/** Request logs are tested in stack.test.ts; here they are dropped. */
const quiet = (): void => {};

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = suite('demo docs page in chromium');

browser('should render every documented operation of the demo API', async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: the test command installs it (apt-get install chromium)`);
  const server = Server.init({ port: 0 }, createApp({ logs: quiet }).handler);
  await server.listen();
  const instance = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000 });
  try {
    const page = await instance.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.goto(`${server.url}/api/docs`, { timeout: 30_000 });
    await page.waitForSelector('.opblock', { timeout: 30_000 });
    const rendered = await page.$$eval('.opblock', (blocks) =>
      blocks.map(
        (b) =>
          `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b
            .querySelector('.opblock-summary-path')
            ?.textContent?.replace(/\u200b/g, '')
            .trim()}`,
      ),
    );
    const doc = JSON.parse(spec) as { paths: Record<string, Record<string, unknown>> };
    const expected = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.ok(expected.length >= 9, 'the demo documents its operations');
    assert.equal([...rendered].sort(), [...expected].sort());
    assert.match((await page.textContent('.info .title')) ?? '', /fw demo/);
    assert.equal(problems, []);
  } finally {
    await instance.close();
    await server.close();
  }
});

browser('should show the documented answers (201, 400, 401, 404) of expanded operations, in a screenshot', async () => {
  const server = Server.init({ port: 0 }, createApp({ logs: quiet }).handler);
  await server.listen();
  const instance = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000 });
  try {
    const page = await instance.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/api/docs`, { timeout: 30_000 });
    await page.waitForSelector('.opblock', { timeout: 30_000 });
    /** Expands one operation and reads the status codes of its responses table. */
    const codesOf = async (method: string, path: string): Promise<string[]> => {
      const block = page
        .locator(`.opblock-${method}`)
        .filter({
          has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[{}/]/g, '\\$&')}$`) }),
        })
        .first();
      await block.locator('.opblock-summary').click();
      await block.locator('.responses-table').first().waitFor({ timeout: 30_000 });
      return block
        .locator('.responses-table tbody tr.response > td.response-col_status')
        .allTextContents()
        .then((texts) => texts.map((t) => t.trim().split(/\s/)[0]!));
    };
    const create = await codesOf('post', '/users');
    for (const code of ['201', '400', '413', '415'])
      assert.ok(create.includes(code), `POST /users shows ${code}: ${create.join(', ')}`);
    const show = await codesOf('get', '/users/{id}');
    for (const code of ['200', '400', '404'])
      assert.ok(show.includes(code), `GET /users/{id} shows ${code}: ${show.join(', ')}`);
    const admin = await codesOf('get', '/api/v1/admin/stats');
    assert.ok(admin.includes('401'), `the admin route shows 401: ${admin.join(', ')}`);
    const shot = await page.screenshot({ fullPage: true });
    assert.ok(shot.length > 10_000, 'a screenshot of the expanded operations was taken');
  } finally {
    await instance.close();
    await server.close();
  }
});

browser.run();
