/** apidocs.ui: the Swagger UI page and the OpenAPI JSON endpoint as a middleware. */
import { FwError } from '../errors.js';
import { JSON_TYPE } from '../mime.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Middleware } from '../context.js';
import { LOCAL_FILES, SWAGGER_UI_DIR } from './ui-files.js';
import { describeValue } from '../describe-value.js';

/** `apidocs.ui` configuration. */
export interface UiConfig {
  /** The document from `apidocs.generateSpec`: a JSON string whose object has an `openapi` member. */
  readonly specJson: string;
  /**
   * Page path; the document is at `<path>/openapi.json` (and, with `assets: 'local'`, the UI files
   * under `<path>/assets/`). Default `/api/docs`. Must start with `/`, must not end with `/` (so
   * `/` alone is refused), and holds only RFC 3986 path characters or `%XX` escapes, with no empty,
   * `.` or `..` segment. Matched exactly and case-sensitively, like routes.
   */
  readonly path?: string;
  /** swagger-ui-dist version loaded from the CDN (`https://cdn.jsdelivr.net/npm/swagger-ui-dist@<v>/`); default `5.18.2`. */
  readonly cdnVersion?: string;
  /** `cdn` (default) or `local`: serve the installed swagger-ui-dist files, no inline script. */
  readonly assets?: 'cdn' | 'local';
}

/** One precomputed answer: the bytes and every header, built once when the middleware is made. */
interface Resource {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  /** Response headers other than Content-Type and Content-Length. */
  readonly headers: readonly (readonly [string, string])[];
}

const CDN_BASE = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@';
const VERSION = /^\d+\.\d+\.\d+([-.+][\w.-]+)?$/;
/** One or more `/segment`s of RFC 3986 path characters (pchar) or `%XX` escapes. */
const PATH = /^(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+)+$/;
const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
/**
 * The one inline `<style>` Swagger UI adds: the colours of the top bar's SVG logo, rendered by
 * swagger-ui-standalone-preset. Allowed by its hash so that `style-src` needs no 'unsafe-inline'.
 */
const LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
const LOGO_STYLE_HASH = `'sha256-${createHash('sha256').update(LOGO_STYLE).digest('base64')}'`;
const SPEC_CACHE = 'public, max-age=3600';
const ASSET_CACHE = 'public, max-age=86400';

/**
 * The interactive API documentation (Swagger UI) as a middleware. It answers GET and HEAD at
 * `path` with the HTML page and at `<path>/openapi.json` with `specJson` byte for byte
 * (`application/json`, `Cache-Control: public, max-age=3600`, an ETag and 304 on `If-None-Match`);
 * every other request goes to `next()`, so several instances with different paths can be stacked.
 *
 * With `assets: 'cdn'` (default) the page loads swagger-ui-dist `cdnVersion` from jsDelivr; when
 * those scripts do not load (offline, or blocked), the page says so and names `assets: 'local'`. With
 * `assets: 'local'` it serves the installed swagger-ui-dist files from memory under
 * `<path>/assets/` (a fixed list, read once here; request paths never reach the file system) and
 * the page runs no inline script. Both pages carry a Content-Security-Policy: scripts and styles
 * only from the assets' origin (local: `'self'`; CDN: the exact version's folder plus the hash of
 * the inline initialiser), the hash of the one `<style>` Swagger UI inserts (its logo's colours),
 * images from there and `data:`, and network requests (`connect-src`, used by "Try it out") only
 * to the page's own origin, so "Try it out" against a `servers` URL on another origin is blocked.
 * Paths match exactly, like routes: `<path>/` is not the page. All bodies and headers are built
 * here, once; a bad configuration throws an Error here.
 *
 * @param config `{ specJson, path = '/api/docs', cdnVersion = '5.18.2', assets = 'cdn' }`
 * @example
 * const spec = apidocs.generateSpec({ title: 'Users' }, routes)
 * const App = Router.define({ middleware: [apidocs.ui({ specJson: spec, assets: 'local' })], routes })
 * // GET /api/docs: the page; GET /api/docs/openapi.json: the document
 */
export function ui(config: UiConfig): Middleware {
  const { specJson, path = '/api/docs', cdnVersion = '5.18.2', assets = 'cdn' } = config ?? ({} as UiConfig);
  const title = checkSpec(specJson);
  checkPath(path);
  if (typeof cdnVersion !== 'string' || !VERSION.test(cdnVersion)) {
    throw new FwError('FW_ERR_UI_CONFIG', {
      reason: `cdnVersion must be a version such as "5.18.2", got ${describeValue(cdnVersion)}`,
    });
  }
  if (assets !== 'cdn' && assets !== 'local')
    throw new FwError('FW_ERR_UI_CONFIG', { reason: `assets must be "cdn" or "local", got ${describeValue(assets)}` });

  const specUrl = `${path}/openapi.json`;
  const resources = new Map<string, Resource>();
  resources.set(
    specUrl,
    resource(Buffer.from(specJson, 'utf8'), JSON_TYPE, [
      ['cache-control', SPEC_CACHE],
      ['x-content-type-options', 'nosniff'],
    ]),
  );
  if (assets === 'cdn') {
    const base = `${CDN_BASE}${cdnVersion}/`;
    const init = initScript(specUrl, base);
    const csp = policy(
      `${base} 'sha256-${createHash('sha256').update(init).digest('base64')}'`,
      `${base} ${LOGO_STYLE_HASH}`,
      `'self' data: ${base}`,
    );
    const page = pageHtml(title, base, '', `<script>${init}</script>`);
    resources.set(path, resource(Buffer.from(page, 'utf8'), HTML, pageHeaders(csp)));
  } else {
    const dist = dirname(resolveDist());
    const version = (JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as { version?: unknown }).version;
    // The query only busts browser caches when swagger-ui-dist is upgraded; matching ignores it.
    const query = typeof version === 'string' && VERSION.test(version) ? `?v=${version}` : '';
    const base = `${path}/assets/`;
    const assetHeaders: readonly (readonly [string, string])[] = [
      ['cache-control', ASSET_CACHE],
      ['x-content-type-options', 'nosniff'],
    ];
    for (const [name, type] of LOCAL_FILES)
      resources.set(base + name, resource(readFileSync(join(dist, name)), type, assetHeaders));
    resources.set(`${base}init.js`, resource(Buffer.from(initScript(specUrl), 'utf8'), JS, assetHeaders));
    const csp = policy(`'self'`, `'self' ${LOGO_STYLE_HASH}`, `'self' data:`);
    const page = pageHtml(
      title,
      base,
      query,
      `<script src="${escapeHtml(`${base}init.js${query}`)}" charset="utf-8"></script>`,
    );
    resources.set(path, resource(Buffer.from(page, 'utf8'), HTML, pageHeaders(csp)));
  }

  return function apidocsUi(ctx: Context, next: () => Promise<void>): unknown {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const found = resources.get(ctx.path);
    if (found === undefined) return next();
    for (const [name, value] of found.headers) ctx.setHeader(name, value);
    ctx.setHeader('etag', found.etag);
    const ifNoneMatch = ctx.header('if-none-match');
    if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, found.etag)) return ctx.send(304);
    return ctx.send(200, found.body, found.type);
  };
}

/** Parses `specJson` and returns the page title: the document's `info.title`, or a default. */
function checkSpec(specJson: unknown): string {
  if (typeof specJson !== 'string')
    throw new FwError('FW_ERR_UI_CONFIG', {
      reason: `specJson must be the JSON string from apidocs.generateSpec, got ${typeof specJson}`,
    });
  let doc: unknown;
  try {
    doc = JSON.parse(specJson);
  } catch (error) {
    throw new FwError(
      'FW_ERR_UI_CONFIG',
      { reason: `specJson is not valid JSON: ${(error as Error).message}` },
      { cause: error },
    );
  }
  if (
    typeof doc !== 'object' ||
    doc === null ||
    Array.isArray(doc) ||
    typeof (doc as { openapi?: unknown }).openapi !== 'string'
  ) {
    throw new FwError('FW_ERR_UI_CONFIG', {
      reason: 'specJson must be an OpenAPI document: a JSON object with an "openapi" member such as "3.1.0"',
    });
  }
  const info = (doc as { info?: unknown }).info;
  const name = typeof info === 'object' && info !== null ? (info as { title?: unknown }).title : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : 'API documentation';
}

function checkPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || !PATH.test(path) || path.split('/').some((s) => s === '.' || s === '..')) {
    throw new FwError('FW_ERR_UI_CONFIG', {
      reason: `path must start with "/", must not end with "/", and may hold only letters, digits, "-._~!$&'()*+,;=:@" or %XX escapes, with no empty, "." or ".." segment; got ${describeValue(path)}`,
    });
  }
}

/**
 * Finds swagger-ui-dist's package.json: the copy `fwc build --bundle` writes next to the bundle
 * (`swagger-ui-dist/` beside `bundle.mjs`, so a bundle copied alone with it serves its docs), else
 * the installed package (a dependency of @fw/runtime).
 */
function resolveDist(): string {
  const beside = fileURLToPath(new URL(`./${SWAGGER_UI_DIR}/package.json`, import.meta.url));
  if (existsSync(beside)) return beside;
  try {
    return createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');
  } catch (error) {
    throw new FwError(
      'FW_ERR_UI_CONFIG',
      {
        reason: `assets "local" needs the swagger-ui-dist package, which could not be found (a bundle needs the ${SWAGGER_UI_DIR} folder fwc build --bundle writes beside it)`,
      },
      { cause: error },
    );
  }
}

/** A string as a JavaScript literal that is safe inside a <script> element: JSON, with `<`, `>`, `&`, U+2028 and U+2029 escaped. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The Swagger UI start-up code: inline in CDN mode, `<path>/assets/init.js` in local mode. In CDN
 * mode (`cdnBase` given), a page whose CDN scripts did not load (offline, or blocked) says so
 * and how to switch, instead of staying blank.
 */
function initScript(specUrl: string, cdnBase?: string): string {
  const url = scriptString(specUrl);
  const offline =
    cdnBase === undefined
      ? []
      : [
          "if (typeof SwaggerUIBundle === 'undefined' || typeof SwaggerUIStandalonePreset === 'undefined') {",
          `  document.getElementById('swagger-ui').textContent = ${scriptString(
            `Swagger UI could not be loaded from ${cdnBase} (no network, or the CDN is blocked), so this page cannot show the API documentation. ` +
              `To serve Swagger UI from this server instead, pass assets: 'local' to apidocs.ui. The OpenAPI document itself is at ${specUrl}.`,
          )};`,
          '} else {',
        ];
  return [
    ...offline,
    'window.ui = SwaggerUIBundle({',
    `  url: ${url},`,
    "  dom_id: '#swagger-ui',",
    '  deepLinking: true,',
    // No "valid" badge: it would send the document's URL to validator.swagger.io.
    '  validatorUrl: null,',
    '  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],',
    '  plugins: [SwaggerUIBundle.plugins.DownloadUrl],',
    "  layout: 'StandaloneLayout'",
    '});',
    ...(cdnBase === undefined ? [] : ['}']),
    '',
  ].join('\n');
}

function pageHtml(title: string, base: string, query: string, init: string): string {
  const href = (file: string) => escapeHtml(`${base}${file}${query}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${href('swagger-ui.css')}">
<link rel="stylesheet" href="${href('index.css')}">
<link rel="icon" type="image/png" href="${href('favicon-32x32.png')}" sizes="32x32">
<link rel="icon" type="image/png" href="${href('favicon-16x16.png')}" sizes="16x16">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${href('swagger-ui-bundle.js')}" charset="utf-8"></script>
<script src="${href('swagger-ui-standalone-preset.js')}" charset="utf-8"></script>
${init}
</body>
</html>
`;
}

/** The page's Content-Security-Policy, given its script, style and image sources. */
function policy(scriptSrc: string, styleSrc: string, imgSrc: string): string {
  return [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    `style-src ${styleSrc}`,
    `img-src ${imgSrc}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function pageHeaders(csp: string): readonly (readonly [string, string])[] {
  return [
    ['cache-control', 'no-cache'],
    ['content-security-policy', csp],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'no-referrer'],
  ];
}

function resource(body: Buffer, type: string, headers: readonly (readonly [string, string])[]): Resource {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, type, etag, headers };
}

/** `If-None-Match` against a strong ETag, with the weak comparison RFC 9110 prescribes for it. */
function matchesEtag(header: string, etag: string): boolean {
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
