// The route set of the delvedor/router-benchmark (the one find-my-way's README reports), shared
// by the router micro-benchmark (bench/router.mjs) and the zero-allocation check
// (bench/test/alloc-child.mjs). `*` is the trailing wildcard; each router spells it its own way.

/** [method, pattern] in declaration order. */
export const ROUTER_BENCH_ROUTES = [
  ['GET', '/user'],
  ['GET', '/user/comments'],
  ['GET', '/user/avatar'],
  ['GET', '/user/lookup/username/:username'],
  ['GET', '/user/lookup/email/:address'],
  ['GET', '/event/:id'],
  ['GET', '/event/:id/comments'],
  ['POST', '/event/:id/comment'],
  ['GET', '/map/:location/events'],
  ['GET', '/status'],
  ['GET', '/very/deeply/nested/route/hello/there'],
  ['GET', '/static/*'],
];
