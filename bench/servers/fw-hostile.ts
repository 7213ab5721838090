/**
 * fw server of the hostile-input benchmark (bench/hostile.mjs): `node bench/.out/fw-hostile.js`
 * (compiled with the fw transformer). One POST route per body type of hostile-types.ts, each
 * declared with withBody<T> and answering 200 `{"ok":true}`; the app's defaults otherwise (1 MiB
 * body limit). Reports its own CPU time over IPC (lib/cpu-probe.mjs).
 */
import { Router, withBody } from '@fw/runtime';
import { answerCpuProbe } from '../lib/cpu-probe.mjs';
import { serve } from './fw-apps.js';
import type {
  DateTime,
  Dict,
  Email,
  Hostname,
  Ipv4,
  Ipv6,
  Items,
  Num,
  Redos,
  Template,
  Text,
  Tree,
  Uri,
  Url,
  Uuid,
  Valid,
} from './hostile-types.js';

const ok = { ok: true };
const app = Router.define({
  routes: [
    Router.post(
      '/valid',
      withBody<Valid>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/template',
      withBody<Template>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/redos',
      withBody<Redos>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/items',
      withBody<Items>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/num',
      withBody<Num>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/tree',
      withBody<Tree>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/dict',
      withBody<Dict>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/text',
      withBody<Text>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/email',
      withBody<Email>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/url',
      withBody<Url>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/uri',
      withBody<Uri>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/uuid',
      withBody<Uuid>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/date-time',
      withBody<DateTime>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/ipv4',
      withBody<Ipv4>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/ipv6',
      withBody<Ipv6>((ctx) => ctx.json(200, ok)),
    ),
    Router.post(
      '/hostname',
      withBody<Hostname>((ctx) => ctx.json(200, ok)),
    ),
  ],
});
answerCpuProbe();
await serve(app.handler);
