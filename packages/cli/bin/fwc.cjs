#!/usr/bin/env node
// The fwc command. It loads the esbuild bundle, so the bin link exists before the first build
// (pnpm links a workspace package's bins at install time, when dist/ is still empty).
require('../dist/fwc.cjs');
