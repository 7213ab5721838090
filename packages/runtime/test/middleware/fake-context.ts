/**
 * A stand-in Context for log-line tests: any method and path, even ones no HTTP parser lets
 * through (CR, LF, spaces), reach a log middleware this way. It offers only public members
 * (`onFinish`, `startedAt`, ...), the ones a middleware may use.
 */
import type { Context, FinishHook, Middleware } from '@fw/runtime';

/**
 * Runs `middleware` for a fake request whose downstream answers `status`, then its finish
 * hooks, innermost first, as the app does once it has finished with a request. `clock` fixes the
 * request's start and end readings of the monotonic clock (default: `performance.now()`).
 */
export async function runFake(
  middleware: Middleware,
  method: string,
  path: string,
  assigns: Record<string, unknown> = {},
  status = 200,
  clock?: { readonly start: number; readonly end: number },
): Promise<void> {
  let start = clock?.start ?? -1;
  const hooks: unknown[] = [];
  const ctx = {
    method,
    path,
    responded: true,
    res: { statusCode: status },
    getAssign: (key: string) => assigns[key],
    onFinish: (hook: FinishHook<unknown>, data: unknown) => hooks.push(hook, data),
    get startedAt(): number {
      return start === -1 ? (start = performance.now()) : start;
    },
  } as unknown as Context;
  await middleware(ctx, async () => {});
  const end = clock?.end ?? performance.now();
  for (let i = hooks.length - 2; i >= 0; i -= 2) (hooks[i] as FinishHook<unknown>)(ctx, status, hooks[i + 1], end);
}
