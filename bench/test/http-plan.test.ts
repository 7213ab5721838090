/**
 * bench/http.mjs's plan and report for scenarios that run only some frameworks: the `list`
 * scenario alone (BENCH_SCENARIOS=list) runs node:http, fw, Fastify and fw without a response
 * type, each from its own server program, and its report gives each ratio to node:http and fw's
 * ratio to fw without the writer. The timing itself is the benchmark's business, never a test's.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { httpPlan, renderHttpMarkdown, serversOf, summarizeRuns, type HttpRun } from '../http.mjs';
import { HTTP_SCENARIOS } from '../lib/scenarios.mjs';
import { serverCommand } from '../lib/servers.mjs';

const plan = suite('http plan');

/** httpPlan() with the given BENCH_* variables set, the previous values restored after. */
function planWith(env: Record<string, string>): ReturnType<typeof httpPlan> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return httpPlan();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

plan('should run the list scenario alone with node:http, fw, Fastify and fw without a response type', () => {
  const p = planWith({ BENCH_SCENARIOS: 'list', BENCH_ROUNDS: '3' });
  assert.equal(
    p.scenarios.map((s) => s.id),
    ['list'],
  );
  assert.equal(serversOf(p, p.scenarios[0]!), ['bare', 'fw', 'fastify', 'fw-stringify']);
  assert.is(p.runs, 3 * 4);
});

plan('should keep bare node:http and honour BENCH_FRAMEWORKS for the list scenario', () => {
  const p = planWith({ BENCH_SCENARIOS: 'list', BENCH_FRAMEWORKS: 'fw,fw-stringify,hono' });
  assert.equal(serversOf(p, p.scenarios[0]!), ['bare', 'fw', 'fw-stringify']);
});

plan('should leave Hono and Express out of the list scenario and keep them in the others', () => {
  const p = planWith({ BENCH_SCENARIOS: 'params,list' });
  const [params, list] = p.scenarios;
  assert.ok(serversOf(p, params!).includes('hono'));
  assert.not.ok(serversOf(p, list!).includes('hono'));
  assert.not.ok(serversOf(p, list!).includes('express'));
});

plan('should start fw without a response type from the fw server with `plain`', () => {
  const fw = serverCommand('fw', 'list');
  assert.equal(serverCommand('fw-stringify', 'list'), { file: fw.file, args: ['list', 'plain'] });
  assert.equal(serverCommand('bare-again', 'api').args, ['api']);
  assert.ok(HTTP_SCENARIOS.some((s) => s.id === 'list' && s.path === '/users' && s.kind === 'list'));
});

plan('should report every ratio to node:http and fw against fw without the writer, round by round', () => {
  const p = planWith({ BENCH_SCENARIOS: 'params,list', BENCH_ROUNDS: '3' });
  const rps: Record<string, Record<string, number>> = {
    params: { bare: 100, fw: 95, fastify: 90, hono: 85, express: 40, 'bare-again': 99, 'fw-tracing': 76 },
    list: { bare: 20, fw: 22, fastify: 18, 'fw-stringify': 20 },
  };
  const runs: HttpRun[] = [0, 1, 2].flatMap((round) =>
    Object.entries(rps).flatMap(([scenario, byFramework]) =>
      Object.entries(byFramework).map(([framework, value]) => ({
        round,
        scenario,
        framework,
        ok: true,
        problems: [],
        // fw-stringify is slower in round 2 only: the median of per-round ratios ignores it.
        rps: framework === 'fw-stringify' && round === 2 ? value / 2 : value,
        requests: 1000,
        p50Ms: 1,
        p99Ms: 2,
        cpuUsPerRequest: framework === 'fw' ? 40 : 50,
        peakKb: 60_000,
      })),
    ),
  );
  const text = renderHttpMarkdown(
    { plan: p, summary: summarizeRuns(runs, p), runs, pinned: true, notes: [], versions: {} },
    'http.svg',
  );
  const lines = text.split('\n');
  // The summary row: Fastify and fw against node:http, Hono and Express not part of the scenario.
  assert.ok(
    lines.includes('| GET /users, list of 100 users | 20 | 1.10x | 0.90x | - | - |'),
    lines.find((l) => l.startsWith('| GET /users, list')),
  );
  assert.ok(
    text.includes(
      '"-" where a scenario does not run a framework: GET /users, list of 100 users compares node:http, fw, Fastify only.',
    ),
  );
  assert.ok(
    lines.some((l) => l.startsWith('| *fw, no response type* (reference) | 20 | 10 - 20 | 1.00 (0.50 - 1.00) |')),
    'the reference row with its ratio to node:http',
  );
  assert.ok(
    text.includes(
      '**fw against fw, no response type** (median of per-round ratios of requests/s; higher is better for fw): 1.10x (1.10 - 2.20, 3 rounds); server CPU per request 40.0 against 50.0 µs (ratio 0.80, lower is better for fw).',
    ),
  );
  assert.ok(text.includes("- Fastify: the list as the route's 200 response schema"));
  // params compares fw with tracing() and no SDK against fw (issue 23's 0.95x aim).
  assert.ok(
    text.includes(
      '**fw + tracing(), no OpenTelemetry SDK against fw** (median of per-round ratios of requests/s; higher is better for fw + tracing(), no OpenTelemetry SDK): 0.80x (0.80 - 0.80, 3 rounds)',
    ),
    text,
  );
  // Scenarios without `versus` get no such line.
  assert.is(text.split('(median of per-round ratios of requests/s; higher is better').length - 1, 2);
});

plan.run();
