// Fastify 5 server of the hostile-input benchmark (bench/hostile.mjs): `node bench/servers/fastify-hostile.mjs`
// after bench/hostile.mjs compiled servers/hostile-types.ts into bench/.out/. One POST route per
// body type, each with the JSON Schema fw derives from the same type as its body schema (ajv with
// Fastify's default options and formats), answering 200 `{"ok":true}`; Fastify's defaults
// otherwise (1 MiB body limit). Reports its own CPU time over IPC (lib/cpu-probe.mjs).
import Fastify from 'fastify';
import { answerCpuProbe } from '../lib/cpu-probe.mjs';
import { announce, exitOnSignal } from '../lib/scenarios.mjs';
import { SCHEMAS } from '../.out/hostile-types.js';

const app = Fastify();
for (const [path, schema] of Object.entries(SCHEMAS)) {
  app.post(path, { schema: { body: JSON.parse(schema) } }, (request, reply) => {
    reply.send({ ok: true });
  });
}
answerCpuProbe();
await app.listen({ port: 0, host: '127.0.0.1' });
exitOnSignal();
announce(app.server.address().port);
