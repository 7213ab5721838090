#!/usr/bin/env node
// The fwc command. It checks the Node.js version first (an old one gets one line, not
// ERR_REQUIRE_ESM), keeps V8's compiled code of TypeScript between runs (compile-cache.cjs),
// then loads the esbuild bundle, so the bin link exists before the first build
// (pnpm links a workspace package's bins at install time, when dist/ is still empty).
var problem = require('./node-check.cjs').nodeVersionProblem(process.versions.node);
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
require('./compile-cache.cjs').enable();
require('../dist/fwc.cjs');
