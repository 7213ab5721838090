/** The files `fwc new` writes: pure functions from the project's name and dependencies to file contents. */
import { scaffoldClientFiles } from './template-client.js';

/** What the templates need to know about the project being created. */
export interface ProjectInfo {
  /** The npm package name, such as `demoapp` or `@acme/api`. */
  readonly name: string;
  /** Version ranges (or `file:` specs) of the fw packages. */
  readonly fw: {
    readonly runtime: string;
    readonly transformer: string;
    readonly cli: string;
    readonly client: string;
  };
  /** True when the fw packages come from local tarballs (`--fw-source`) rather than the registry. */
  readonly local: boolean;
}

/** TypeScript and typia versions the transformer is built for: the ones its package.json pins. */
const TYPESCRIPT = '5.9.3';
const TYPIA = '12.2.1';
const TYPES_NODE = '^20.19.0';
/** The Node.js versions fw runs on (require() of ES modules without a flag); as in fw's own engines. */
const NODE_ENGINES = '^20.19.0 || >=22.12.0';
/** Vitest 4 runs on Node 20.19 (vitest 5 needs Node 22). */
const VITEST = '^4.1.12';

/**
 * Every scaffold file as `relative path -> contents`, in the order they are written.
 *
 * @example scaffoldFiles({ name: 'demoapp', fw: { runtime: '^0.1.0', transformer: '^0.1.0', cli: '^0.1.0' }, local: false })['src/app.ts']
 */
export function scaffoldFiles(info: ProjectInfo): Record<string, string> {
  return {
    'package.json': packageJson(info),
    'tsconfig.json': tsconfigJson(),
    '.gitignore': 'node_modules/\ndist/\n',
    'src/app.ts': appTs(info.name),
    'src/main.ts': mainTs(info.name),
    'src/app.test.ts': appTestTs(),
    'vitest.config.ts': vitestConfigTs(),
    ...scaffoldClientFiles(info.name),
    'README.md': readme(info),
  };
}

/** package.json: an ESM package with dev, build, start (source-mapped stack traces) and test (vitest, then fwc check) scripts. */
function packageJson(info: ProjectInfo): string {
  const pkg: Record<string, unknown> = {
    name: info.name,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `${info.name}: an HTTP API built with fw`,
    engines: { node: NODE_ENGINES },
    scripts: {
      dev: 'fwc dev',
      build: 'fwc build',
      start: 'node --enable-source-maps dist/main.js',
      test: 'vitest run && fwc build && fwc check',
    },
    fw: { app: 'dist/app.js' },
    dependencies: {
      '@fw/runtime': info.fw.runtime,
      typia: TYPIA,
    },
    devDependencies: {
      '@fw/cli': info.fw.cli,
      '@fw/client': info.fw.client,
      '@fw/transformer': info.fw.transformer,
      '@types/node': TYPES_NODE,
      typescript: TYPESCRIPT,
      vitest: VITEST,
    },
  };
  // Local tarballs: the transformer's own dependency on @fw/runtime must be the same tarball.
  if (info.local) pkg['overrides'] = { '@fw/runtime': '$@fw/runtime', '@fw/transformer': '$@fw/transformer' };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** tsconfig.json: strict NodeNext, src -> dist, with the fw transformer as a plugin (also read by ts-patch's tspc). */
function tsconfigJson(): string {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noUncheckedIndexedAccess: true,
      esModuleInterop: true,
      skipLibCheck: true,
      sourceMap: true,
      types: ['node'],
      rootDir: 'src',
      outDir: 'dist',
      plugins: [{ transform: '@fw/transformer' }],
    },
    include: ['src'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** src/app.ts: types, an in-memory store, documented named routes, the docs page and `spec`. */
function appTs(name: string): string {
  return `/** The ${name} API: its types, routes and OpenAPI document. Importing this module starts no server. */
import { Router, apidocs, errorHandler, health, metrics, reply, requestId, securityHeaders, structuredLogger, telemetry, withBody, type Reply } from '@fw/runtime';

/** What GET / answers: the API's name and where to read more. */
export interface About {
  name: string;
  docs: string;
  openapi: string;
  health: string;
}

/** A user as the API returns it. */
export interface User {
  id: number;
  name: string;
  email?: string;
}

/** The body of POST /users. */
export interface NewUser {
  name: string;
  email?: string;
}

/** An in-memory store; replace it with your database. */
const users = new Map<number, User>([[1, { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }]]);
let nextId = 2;

/**
 * The route table. A handler returns typed replies (\`reply(200, user)\`, \`reply(404, 'message')\`): what it
 * returns is the route's documented answers. \`.doc()\` adds summaries and tags; \`.named()\` gives its operationId.
 * It is a constant of its own because \`spec\` is built from it before \`App\`, whose docs page serves \`spec\`.
 */
const routes = [
  Router.get('/', (): Reply<200, About> => reply(200, { name: '${name}', docs: '/api/docs', openapi: '/api/docs/openapi.json', health: '/health' }))
    .named('about')
    .doc({ summary: 'About this API', tag: 'About' }),
  Router.get('/users', () => reply(200, [...users.values()]))
    .named('listUsers')
    .doc({ summary: 'List users', tag: 'Users' }),
  // A declared answer type: returning another status or a wrong shape is a type error.
  Router.get('/users/:id', (ctx): Reply<200, User> | Reply<404> => {
    const user = users.get(Number(ctx.params.id));
    if (user === undefined) return reply(404, \`no user with id \${ctx.params.id}\`);
    return reply(200, user);
  })
    .named('getUser')
    .doc({ summary: 'One user', tag: 'Users', responses: { 404: 'No such user' } }),
  // withBody<NewUser> declares the body: with the fw transformer it is validated against NewUser
  // (400 listing what is wrong otherwise) before the handler runs, and documented as the requestBody.
  Router.post('/users', withBody<NewUser>((ctx, input) => {
    const user: User = { id: nextId++, name: input.name, email: input.email };
    users.set(user.id, user);
    return reply(201, user, { headers: { location: \`/users/\${user.id}\` } });
  }))
    .named('createUser')
    // fw adds the 400, 413 and 415 it answers itself.
    .doc({ summary: 'Create a user', tag: 'Users' }),
] as const;

/** The OpenAPI 3.1 document of the documented routes; \`fwc build\` writes it to openapi.json. */
export const spec = apidocs.generateSpec(
  {
    title: '${name}',
    description: 'The ${name} API.',
    version: '0.1.0',
    // What each tag of .doc({ tag }) groups, for the document's tag list.
    tags: [
      { name: 'About', description: 'What this API is and where its documentation lives.' },
      { name: 'Users', description: 'The users of the API.' },
    ],
  },
  routes,
);

/** The application: pass \`App.handler\` to \`Server.init\`, or test it with \`App.request()\`. */
export const App = Router.define({
  // Global middleware runs in this order, before the route's own: the recommended order.
  middleware: [
    errorHandler({}), // first, so it formats errors from everything after it
    health({}), // GET /health: cheap, and stays out of metrics and logs
    requestId({}), // X-Request-Id: the ID must exist before anything logs
    metrics({}), // GET /metrics in the Prometheus format; wraps what follows to time it
    structuredLogger({ format: process.env['LOG_FORMAT'] === 'json' ? 'json' : 'text' }),
    telemetry({ onEvent: () => {} }), // replace with your tracer: request_start / request_end events
    securityHeaders(), // Helmet's protective headers (the docs page sets its own Content-Security-Policy)
    // The docs page at /api/docs and the document at /api/docs/openapi.json. assets: 'local' serves
    // Swagger UI from the installed swagger-ui-dist, so the page works offline and needs no CDN.
    apidocs.ui({ specJson: spec, assets: 'local' }),
  ],
  routes,
});
`;
}

/** src/main.ts: starts the server, prints its URL, says in one line why it could not start, closes gracefully on SIGINT/SIGTERM. */
function mainTs(name: string): string {
  return `/** Starts ${name} on PORT (default 3000) and HOST (default 127.0.0.1); stops gracefully on SIGINT or SIGTERM. */
import { FwError, Server } from '@fw/runtime';
import { App } from './app.js';

const port = process.env['PORT'] ?? '3000';
const host = process.env['HOST'] ?? '127.0.0.1';
if (!/^\\d{1,5}$/.test(port) || Number(port) > 65535) fail(\`PORT must be a port number from 0 to 65535 (0 picks a free one), got \${JSON.stringify(port)}\`);

const server = Server.init({ port: Number(port), host }, App.handler);
try {
  await server.listen();
} catch (error) {
  // A port in use, a port that needs privileges, a HOST that is not this machine's: the message says what to do.
  if (!(error instanceof FwError)) throw error;
  fail(\`\${error.message} (PORT and HOST set the address)\`);
}
console.log(\`${name} listening on \${server.url}\`);
console.log(\`API docs: \${server.url}/api/docs\`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

/** Prints why the server did not start, in one line, and exits with 1. */
function fail(reason: string): never {
  console.error(\`${name} did not start: \${reason}\`);
  process.exit(1);
}
`;
}

/** vitest.config.ts: the fw plugin, so tests import the TypeScript sources with their types turned into validators. */
function vitestConfigTs(): string {
  return `import { defineConfig } from 'vitest/config';
import fw from '@fw/transformer/vite';

// The fw plugin applies the transformer to the sources the tests import, as fwc build does.
export default defineConfig({ plugins: [fw()], test: { include: ['src/**/*.test.ts'] } });
`;
}

/** src/app.test.ts: in-process calls with the typed client fwc build generates (api-client.js), run by vitest. */
function appTestTs(): string {
  return `/** The API answers in-process, without a socket: run with \`npm test\` (vitest, then fwc build and fwc check). */
import { expect, test } from 'vitest';
import { createClient } from '@fw/client';
// The typed client \`fwc build\` writes from openapi.json: a method per operation, every answer typed by status.
import { operations, type Api } from '../api-client.js';
import { App } from './app.js';

const api = createClient<Api>({ app: App, operations });

test('GET / says where the documentation is', async () => {
  const answer = await api.about();
  expect(answer.status).toBe(200);
  if (answer.status === 200) expect(answer.body.docs).toBe('/api/docs');
});

test('GET /users lists the users', async () => {
  const answer = await api.listUsers();
  expect(answer.status).toBe(200);
  if (answer.status === 200) expect(answer.body.length).toBeGreaterThan(0);
});

test('POST /users creates a user', async () => {
  const answer = await api.createUser({ body: { name: 'Grace Hopper' } });
  expect(answer.status).toBe(201);
  if (answer.status === 201) expect(answer.body.name).toBe('Grace Hopper');
});

test('POST /users answers 400 for a body that is not a NewUser', async () => {
  // A wrong body is a type error with the client; the raw request shows the server's own check.
  const res = await App.request('/users', { method: 'POST', body: { name: 42 } });
  expect(res.status).toBe(400);
  expect(res.json<{ error: { details: { path: string }[] } }>().error.details[0]?.path).toBe('$.name');
});

test('GET /users/{id} answers 404 for an unknown id', async () => {
  const answer = await api.getUser({ params: { id: '999' } });
  expect(answer.status).toBe(404);
  if (answer.status === 404) expect(answer.body.error.status).toBe(404);
});

test('the OpenAPI document is served', async () => {
  const res = await App.request('/api/docs/openapi.json');
  expect(res.status).toBe(200);
  expect(res.json<{ openapi: string }>().openapi).toBe('3.1.0');
});
`;
}

/** README.md: how to build, run, test and extend the project. */
function readme(info: ProjectInfo): string {
  const install = info.local
    ? 'The fw packages come from the tarballs in `vendor/fw/` (packed from a local fw checkout by `fwc new --fw-source`).'
    : 'The fw packages (`@fw/runtime`, `@fw/client` for the typed client, and `@fw/cli` with `@fw/transformer` for the build) come from the npm registry, like every other dependency.';
  return `# ${info.name}

An HTTP API built with fw, a TypeScript web framework whose types are its API documentation.

\`\`\`sh
npm install
npm run build   # fwc build: type-check, compile to dist/ with the fw transformer, write openapi.json
npm start       # http://127.0.0.1:3000 (PORT and HOST override); docs at /api/docs, health at /health
npm run dev     # fwc dev: builds, starts, rebuilds and restarts on every save (errors keep the last good build)
npm test        # vitest runs src/*.test.ts from the sources, then fwc build and fwc check (the document against the app)
\`\`\`

${install}

## Layout

| file | what |
|---|---|
| \`src/app.ts\` | types, routes (what a handler returns with \`reply()\` is its documented answers; \`.doc()\` adds summaries, \`.named()\` names it), the middleware list, \`export const spec\` |
| \`src/main.ts\` | starts the server; importing \`app.ts\` alone starts nothing, so \`fwc build\` and tests can load it |
| \`src/app.test.ts\` | in-process calls with the typed client, run by vitest with the fw plugin (\`vitest.config.ts\`) |
| \`openapi.json\` | written by \`fwc build\` from \`spec\` (\`"fw": { "app": "dist/app.js" }\` in package.json says where) |
| \`api-client.js\`, \`api-client.d.ts\` | the typed client \`fwc build\` writes from openapi.json: \`createClient<Api>({ baseUrl, operations })\` from \`@fw/client\` calls the API by operation name (\`api.getUser({ params: { id } })\`) or path, \`{ app: App, operations }\` in-process |

## Running it

\`npm start\` runs \`node --enable-source-maps dist/main.js\`, so stack traces point at \`src/*.ts\`
lines. Every request gets an \`X-Request-Id\` and one access line (\`LOG_FORMAT=json\` for JSON);
the error line of a 500 (on stderr) carries the same ID in brackets. A port in use or a bad
\`PORT\` prints one line that says what to do, and the process exits 1.

\`fwc build\` fails with \`file(line,col): error FWnnnn: ...\` for a bad route table, for example a
wildcard that is not the last segment (\`FW1003\`), and with TypeScript's own errors (\`TSnnnn\`).
The tsconfig lists the transformer in \`compilerOptions.plugins\`, so ts-patch's \`tspc\` can build
the project too.

## CI

Commit \`openapi.json\`: reviewers see every API change in the pull request, and \`fwc diff\` can
fail the ones that would break clients (a removed property, a new required field, a narrower
type). In CI, with the main branch fetched:

\`\`\`sh
npm ci
npm run build
npx fwc diff origin/main   # main's openapi.json against the one just built: exit 1 on a breaking change
\`\`\`

\`npx fwc build --baseline origin/main\` does both in one step. Renaming or extracting a type,
reordering properties and new descriptions are not changes. A breaking change made on purpose:
add the id \`fwc diff\` prints for it to \`.fwdiffaccept\` (one a line, \`#\` for comments).
`;
}
