/** health: answers `GET <path>` with `{"status":"ok"}`, or 503 while a readiness check fails or the server closes. */
import type { Context } from '../../context.js';
import { Outage } from '../../outage.js';
import { onRequest } from '../../pipeline.js';
import { checkHealthOptions } from '../../options/health.js';
import { describeValue } from '../../describe-value.js';

/** A readiness check: true when the dependency is usable. Anything but `true` (or a throw) fails it. */
export type HealthCheck = () => boolean | Promise<boolean>;

/** `health` options. */
export interface HealthOptions {
  /** Where GET is answered; default `/health`. Matched exactly, query string aside. */
  readonly path?: string;
  /** Readiness checks by name, run in parallel on each request (concurrent requests share one run). */
  readonly checks?: Readonly<Record<string, HealthCheck>>;
  /** How long a check may take, in milliseconds, before it counts as failed (`timeout`); default 1000. */
  readonly timeout?: number;
  /**
   * A server to watch (anything with a boolean `closing`): answers 503 once `closing` is true. Not
   * needed for fw's own `Server`, whose closing is seen from the request.
   */
  readonly server?: { readonly closing: boolean };
}

/** The result of one check as the 503 body names it. */
type Outcome = 'ok' | 'fail' | 'error' | 'timeout';

const JSON_TYPE = 'application/json; charset=utf-8';
const OK = '{"status":"ok"}';
const CLOSING = '{"status":"unavailable","closing":true}';

function answer(ctx: Context, status: number, body: string): void {
  ctx.setHeader('cache-control', 'no-store');
  ctx.send(status, body, JSON_TYPE);
}

/**
 * A health endpoint: `GET <path>` answers 200, `application/json; charset=utf-8`, body exactly
 * `{"status":"ok"}`, with `Cache-Control: no-store`. Every other request, HEAD and POST
 * to `<path>` included, goes to `next()`, so several instances with different paths stack (a
 * liveness `/health` without checks and a readiness `/ready` with them).
 *
 * While the fw `Server` that received the request is closing (from `close()`, SIGTERM in an fw
 * cluster worker, through its `drainDelay`), it answers 503 `{"status":"unavailable","closing":true}`,
 * so a load balancer stops sending traffic during a graceful shutdown; no option is needed. With
 * `server` (anything with a boolean `closing`) it also answers so once `server.closing` is true,
 * for a server fw did not start. With `checks`, each
 * request runs every check in parallel (a run already in progress is shared); a check passes when
 * it returns or resolves to `true` within `timeout` ms. While any fails the answer is 503
 * `{"status":"unavailable","checks":{"<name>":"ok|fail|error|timeout",...}}` (`fail`: returned
 * something else, `error`: threw or rejected, `timeout`: too slow; error messages are never
 * shown, since the endpoint carries no authentication); when all pass, 200 `{"status":"ok"}`.
 * Each check's failures are reported as an outage, with their reason: a `FW_WARN_OUTAGE_BEGAN`
 * process warning (source `health <path> <name>`) at the first failed run, `FW_WARN_OUTAGE_ENDED`
 * with the count of failed runs once the check passes a second after its last failure.
 * Put `health` first so health checks stay out of metrics and logs.
 *
 * @param options `{ path = '/health', checks = {}, timeout = 1000, server }`
 * @example
 * const server = Server.init({ port: 3000 }, (req, res) => App.handler(req, res))
 * const App = Router.define({
 *   middleware: [health(), health({ path: '/ready', server, checks: { db: () => pool.ping() } }), requestId(), metrics()],
 *   routes,
 * })
 *
 * @fwOptions health
 */
export function health({ path = '/health', checks = {}, timeout = 1000, server }: HealthOptions = {}): (
  ctx: Context,
  next: () => Promise<void>,
) => unknown {
  checkHealthOptions({ path, checks, timeout, server });
  const names = Object.keys(checks);
  const fns = names.map((name) => checks[name]!);
  const keys = names.map((name) => JSON.stringify(name));
  // Each check's failures are reported once per outage, with the reason the 503 body leaves out.
  const outages = names.map(
    (name) =>
      new Outage({
        source: `health ${path} ${name}`,
        subject: `check ${JSON.stringify(name)}`,
        effect: `GET ${path} answers 503`,
        unit: 'runs',
      }),
  );
  let running: Promise<string | null> | null = null;

  function runOne(check: HealthCheck, index: number): Promise<Outcome> {
    const outage = outages[index]!;
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome, why?: unknown): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (outcome === 'ok') outage.ok();
        else outage.failed(why);
        resolve(outcome);
      };
      // Not unref'd: a request waits for this answer, so the process must stay up for it.
      const timer = setTimeout(() => settle('timeout', `no answer within ${timeout} ms`), timeout);
      let result: unknown;
      try {
        result = check();
      } catch (error) {
        settle('error', error);
        return;
      }
      Promise.resolve(result).then(
        (value) => (value === true ? settle('ok') : settle('fail', `answered ${describeValue(value)}, not true`)),
        (error: unknown) => settle('error', error),
      );
    });
  }

  /** Runs every check; resolves to null when all pass, else the 503 body. */
  async function runAll(): Promise<string | null> {
    const outcomes = await Promise.all(fns.map(runOne));
    if (outcomes.every((o) => o === 'ok')) return null;
    return '{"status":"unavailable","checks":{' + outcomes.map((o, i) => keys[i] + ':"' + o + '"').join(',') + '}}';
  }

  async function ready(ctx: Context): Promise<void> {
    const shared = (running ??= runAll().finally(() => {
      running = null;
    }));
    const failure = await shared;
    if (server?.closing === true || ctx.draining) return answer(ctx, 503, CLOSING);
    if (failure === null) return answer(ctx, 200, OK);
    return answer(ctx, 503, failure);
  }

  return onRequest('health', (ctx: Context) => {
    if (ctx.method !== 'GET' || ctx.path !== path) return;
    if (server?.closing === true || ctx.draining) return answer(ctx, 503, CLOSING);
    if (fns.length === 0) return answer(ctx, 200, OK);
    return ready(ctx);
  });
}
