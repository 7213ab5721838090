/**
 * A stand-in Context for log-line tests: any method and path, even ones no HTTP parser lets
 * through (CR, LF, spaces), reach a log middleware this way.
 */
import { Context, type Middleware } from '@fw/runtime';

/** The core's internal symbol described `name`, read off the Context class (tests only). */
function internal(name: string): symbol {
  const found = Object.getOwnPropertySymbols(Context.prototype).find((s) => s.description === name);
  if (found === undefined) throw new Error(`Context has no symbol ${name}`);
  return found;
}

const kResponse = internal('fw.response');

type DoneHook = (ctx: Context, status: number, data: unknown, end: number) => void;

/**
 * Runs `middleware` for a fake request whose downstream answers `status`, then its completion
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
    [kResponse]: {
      onDone: (hook: DoneHook, data: unknown) => hooks.push(hook, data),
      clock: () => (start === -1 ? (start = performance.now()) : start),
    },
  } as unknown as Context;
  await middleware(ctx, async () => {});
  const end = clock?.end ?? performance.now();
  for (let i = hooks.length - 2; i >= 0; i -= 2) (hooks[i] as DoneHook)(ctx, status, hooks[i + 1], end);
}
