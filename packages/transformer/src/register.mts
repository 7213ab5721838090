/**
 * `@fw/transformer/register`: runs an fw app from its TypeScript sources with the fw transform,
 * under plain Node or next to tsx:
 *
 *     node --import @fw/transformer/register src/main.ts
 *     tsx --import @fw/transformer/register src/main.ts
 *
 * It registers Node module hooks (`module.register`) and turns on source maps, so stack traces
 * name `.ts` files and lines. `FW_TSCONFIG` names the tsconfig when it is not the nearest
 * `tsconfig.json` above each file.
 */
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./hooks.mjs', import.meta.url, { data: { tsconfig: process.env['FW_TSCONFIG'] || undefined, cwd: process.cwd() } });
