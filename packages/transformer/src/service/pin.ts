/**
 * Makes typia's packages load the TypeScript compiler this package depends on (5.9), also in a
 * project whose own `typescript` is 7.x: npm hoists the project's `typescript` to the top of
 * node_modules, next to typia and @typia/core, which would then load TypeScript 7 (no compiler
 * API) while the transform runs on 5.9. Imported first by the service entry, for its effect,
 * before the transformer loads typia. Only `require('typescript')` from typia's own files is
 * redirected; everything else in the process (a test's own use of TypeScript 7) resolves as before.
 */
import { pinTypeScript } from '../adapters/node.js';

pinTypeScript(__filename, 'typia');
