// Vitest runs the demo's TypeScript sources directly; the fw plugin transforms its markers.
import { defineConfig } from 'vitest/config';
import fw from '@fw/transformer/vite';

export default defineConfig({
  plugins: [fw()],
  test: { include: ['vitest/**/*.test.ts'] },
});
