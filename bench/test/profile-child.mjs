// Child process of profile.test.ts: `node --cpu-prof --cpu-prof-dir <dir> bench/test/profile-child.mjs <requests>`.
// Waits idle, answers <requests> in-process requests through an fw app (app.request), waits idle
// again, then prints one JSON line { requests, fromUs, toUs } with the loop's bounds on the
// CLOCK_MONOTONIC microseconds of process.hrtime, the clock of the profile node writes at exit.
import { Router } from '@fw/runtime';

const count = Number(process.argv[2] ?? 1000);
const app = Router.define({
  routes: [Router.get('/users/:id', (ctx) => ctx.json(200, { id: ctx.params.id, name: `User ${ctx.params.id}` }))],
});
// Idle waits before and after the loop (the profile samples them as idle), so the window has something to leave
// out. Their length decides nothing: the test counts samples, it does not measure time.
await new Promise((resolve) => setTimeout(resolve, 150));
const fromUs = Number(process.hrtime.bigint() / 1000n);
let requests = 0;
while (requests < count) {
  const res = await app.request(`/users/${requests}`);
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  requests++;
}
const toUs = Number(process.hrtime.bigint() / 1000n);
await new Promise((resolve) => setTimeout(resolve, 150));
process.stdout.write(JSON.stringify({ requests, fromUs, toUs }) + '\n');
