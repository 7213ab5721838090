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
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
      blocks.map((b) => `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('.opblock-summary-path')?.textContent?.replace(/\u200b/g, '').trim()}`),
    );
    const doc = JSON.parse(spec) as { paths: Record<string, Record<string, unknown>> };
    const expected = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    assert.ok(expected.length >= 9, 'the demo documents its operations');
    assert.equal([...rendered].sort(), [...expected].sort());
    assert.match(await page.textContent('.info .title') ?? '', /fw demo/);
    assert.equal(problems, []);
  } finally {
    await instance.close();
    await server.close();
  }
});

browser.run();
