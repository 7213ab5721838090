/** staticFiles when the file system fails (no file descriptors left): 503s, one line as the outage begins, one with the count as it ends. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'undici';
import type { StaticAppMessage } from './static-files-outage-app.js';

const BEGAN = 'FW_WARN_OUTAGE_BEGAN';
const ENDED = 'FW_WARN_OUTAGE_ENDED';
/** Requests sent while no file descriptor is left. */
const DURING = 200;
/** Requests after the release by which the outage must have been reported as ended. */
const GIVE_UP = 50_000;
const TRACE_HINT = /^\(Use `.* --trace-warnings \.\.\.` to show where the warning was created\)$/;

type Warning = Extract<StaticAppMessage, { type: 'warning' }>;

const outage = suite('staticFiles: the file system fails under load');

outage(
  'should answer 503 while files cannot be opened, and report the outage once as it begins and once, with its count, as it ends',
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'fw-static-outage-'));
    writeFileSync(join(root, 'a.txt'), 'hello');
    // A small descriptor limit, so that exhausting it is quick; the app fills it on request.
    const app = fileURLToPath(new URL('./static-files-outage-app.js', import.meta.url));
    const child = spawn('/bin/sh', ['-c', 'ulimit -n 256 && exec "$0" "$@"', process.execPath, app], {
      env: { ...process.env, FW_TEST_ROOT: root },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const warnings: Warning[] = [];
    const fatals: string[] = [];
    const replies: StaticAppMessage[] = [];
    let wake: () => void = () => {};
    child.on('message', (message: StaticAppMessage) => {
      if (message.type === 'warning') warnings.push(message);
      else if (message.type === 'fatal') fatals.push(message.detail);
      else replies.push(message);
      wake();
    });
    const reply = async <T extends StaticAppMessage['type']>(
      type: T,
    ): Promise<Extract<StaticAppMessage, { type: T }>> => {
      for (;;) {
        const found = replies.find((message) => message.type === type);
        if (found !== undefined) {
          replies.splice(replies.indexOf(found), 1);
          return found as Extract<StaticAppMessage, { type: T }>;
        }
        if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}): ${stderr}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    // One connection, opened before the descriptors run out and kept for every request.
    const agent = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
    try {
      const { port } = await reply('ready');
      const url = `http://127.0.0.1:${port}/files/a.txt`;
      const get = async (): Promise<number> => {
        const res = await request(url, { dispatcher: agent });
        const body = await res.body.text();
        if (res.statusCode === 200) assert.is(body, 'hello');
        return res.statusCode;
      };
      assert.is(await get(), 200);

      child.send({ type: 'exhaust' });
      const exhausted = await reply('exhausted');
      assert.is(exhausted.code, 'EMFILE');
      const during: number[] = [];
      for (let i = 0; i < DURING; i++) during.push(await get());
      assert.ok(
        during.every((status) => status === 503),
        `every request got its 503: ${[...new Set(during)].join(',')}`,
      );

      child.send({ type: 'release' });
      await reply('released');
      const after: number[] = [];
      while (!warnings.some((warning) => warning.code === ENDED) && after.length < GIVE_UP) after.push(await get());
      assert.ok(
        after.every((status) => status === 200),
        'served again',
      );

      child.send({ type: 'stop' });
      const code = await exit;
      assert.is(code, 0, stderr);
      assert.equal(fatals, []);

      const began = warnings.filter((warning) => warning.code === BEGAN);
      const ended = warnings.filter((warning) => warning.code === ENDED);
      assert.is(began.length, 1, JSON.stringify(warnings));
      assert.is(ended.length, 1, JSON.stringify(warnings));
      assert.is(began[0]!.source, 'staticFiles');
      assert.is(ended[0]!.count, DURING, 'the end counts every 503');

      const access = stdout.split('\n').filter((line) => line !== '');
      assert.is(access.length, 1 + DURING + after.length, 'one access line per request');
      assert.is(access.filter((line) => line.startsWith('GET /files/a.txt 503 ')).length, DURING);
      const errors = stderr.split('\n').filter((line) => line !== '' && !TRACE_HINT.test(line));
      assert.is(errors.length, 2, `stderr has the two reports only: ${stderr.slice(0, 2000)}`);
      assert.ok(errors[0]!.includes(`[${BEGAN}]`) && errors[0]!.includes('EMFILE'), errors[0]);
      assert.ok(errors[1]!.includes(`[${ENDED}]`), errors[1]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await agent.close();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

outage.run();
