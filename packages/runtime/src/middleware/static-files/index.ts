/** staticFiles: serves the files under a root directory for GET and HEAD, with validators and byte ranges. */
import { constants, realpathSync, statSync, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Middleware } from '../../context.js';
import { FwError } from '../../errors.js';
import { contentTypeOf } from '../../mime.js';
import { Outage, reported } from '../../outage.js';
import { notModified, preconditionFailed, rangeApplies } from './conditional.js';
import { BAD_PATH, parseFilePath, TRAVERSAL, type FilePath } from './path.js';
import { parseRange, UNSATISFIABLE } from './range.js';
import { describeValue } from '../../describe-value.js';

/** `staticFiles` options. */
export interface StaticFilesOptions {
  /** The directory to serve (required). Must exist and be a directory; resolved once to its absolute real path. */
  readonly root: string;
  /**
   * The URL path the files are served under; default `/`. `/assets` serves `<root>/a.css` at
   * `/assets/a.css`. Compared with the raw request path, like routes (case-sensitive, not decoded).
   */
  readonly prefix?: string;
  /** The file served for a directory request (`/docs/`), default `index.html`; `false` serves none. */
  readonly index?: string | false;
  /**
   * Files and directories whose name starts with `.`: `ignore` (default; treated as missing, so
   * 404), `deny` (403) or `allow` (served; `.` and `..` segments are refused whatever this says).
   */
  readonly dotfiles?: 'ignore' | 'deny' | 'allow';
  /** `Cache-Control: public, max-age=<maxAge>` in seconds; default 0 (caches revalidate each time). */
  readonly maxAge?: number;
  /** Adds `immutable` to Cache-Control, for fingerprinted file names; default false. */
  readonly immutable?: boolean;
  /** A missing file passes to `next()` (default true), so routes and the app's 404 take over; false answers 404 here. */
  readonly fallthrough?: boolean;
}

/** An opened regular file or directory that lies under the root. */
interface Opened {
  readonly handle: FileHandle;
  readonly stat: Stats;
  readonly real: string;
}

/** Prefix: `/` alone, or `/segment`s of RFC 3986 path characters or `%XX` escapes, optionally ending in `/`. */
const PREFIX = /^\/$|^(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+)+\/?$/;
/** Flags of every open: read only, never through a symlink as the last component, never blocking on a FIFO. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * Whether a failed realpath, open or stat means there is no file to serve here (missing, not a
 * directory where one was named, a symlink as the last component, a name too long, no
 * permission, a socket): a 404 like any missing file. Anything else (too many open files, an
 * I/O error) is the file system failing: a 503, reported as an outage.
 */
function isMissing(error: unknown): boolean {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'ENOENT':
    case 'ENOTDIR':
    case 'ELOOP':
    case 'ENAMETOOLONG':
    case 'EACCES':
    case 'EPERM':
    case 'ENXIO':
    case 'EISDIR':
      return true;
    default:
      return false;
  }
}

function noop(): void {}

function config(reason: string): FwError {
  return new FwError('FW_ERR_STATIC_CONFIG', { reason });
}

/**
 * Serves the files under `root` for GET and HEAD requests whose path starts with `prefix`; every
 * other request goes to `next()`, and so does a missing file unless `fallthrough` is false.
 *
 * - Content-Type from the file extension (a built-in table; text types with `charset=utf-8`,
 *   unknown ones `application/octet-stream`); `Cache-Control: public, max-age=<maxAge>[, immutable]`.
 * - `ETag: W/"<size hex>-<mtime ms hex>"` and `Last-Modified`. Conditional headers are evaluated
 *   in RFC 9110's order (section 13.2.2): `If-Match` (strong comparison: only `*` matches, since
 *   the tags are weak), or when absent `If-Unmodified-Since` (the file changed after it), answer
 *   412 (FW_ERR_STATIC_PRECONDITION); then `If-None-Match` (weak comparison, lists, `*`), or when
 *   absent `If-Modified-Since`, answer 304 with no body; then `If-Range`. A date that is not an
 *   HTTP-date is ignored.
 * - `Accept-Ranges: bytes`; one range `bytes=a-b`, `a-` or `-n` answers 206 with `Content-Range`;
 *   an unsatisfiable one answers 416 with `Content-Range: bytes *\/<size>`; several ranges, another
 *   unit or a malformed header get the whole file (200). `If-Range` with a date applies the range
 *   only if the file's Last-Modified equals it; with an entity tag it never does (the RFC
 *   requires a strong match and these ETags are weak), so the whole file comes back.
 * - Files are streamed with a file handle (never read whole into memory); the file is opened once
 *   and its size and dates come from that handle, so a file replaced meanwhile cannot mismatch.
 * - When the file system fails (too many open files, an I/O error; not a missing or unreadable
 *   file, which is a 404) a file that cannot be opened is answered 503 `FW_ERR_STATIC_UNAVAILABLE`,
 *   one that fails while it is read 500, or a cut connection once its head went out. Such
 *   failures are reported as one outage, not per request: a
 *   `FW_WARN_OUTAGE_BEGAN` process warning (source `staticFiles`) at the first, and
 *   `FW_WARN_OUTAGE_ENDED` with the count of failed requests once files are served again; the
 *   errors do not reach `onError`.
 * - A directory answers its `index` file; without the trailing slash it redirects (301) to the
 *   relative `./<name>/`, never to an absolute or `//host` URL (the query is dropped).
 * - Never serves outside the root: a path with `..` or `.` segments (also `%2e%2E`) answers 403
 *   (FW_ERR_STATIC_FORBIDDEN); `%2F`, `\`, `%5C`, `%00` and other control characters, malformed
 *   escapes, invalid UTF-8 and empty segments answer 400 (FW_ERR_STATIC_BAD_PATH); a path whose
 *   real path (symlinks resolved) leaves the root's real path counts as missing, as do
 *   dotfiles by default, FIFOs, devices and sockets. The last component is opened with
 *   O_NOFOLLOW, so a symlink swapped in after the check is not followed.
 *
 * Cost: a request outside the prefix costs a string comparison; one under it costs a realpath
 * call (plus an open and an fstat when the file exists) before a missing file reaches `next()`.
 * With the default prefix `/` that is every GET and HEAD, so give the files their own prefix
 * when most requests are API calls.
 *
 * Errors answer through the pipeline (so `errorHandler` formats them), with the catalogue codes
 * FW_ERR_STATIC_BAD_PATH (400), FW_ERR_STATIC_FORBIDDEN (403), FW_ERR_STATIC_NOT_FOUND (404),
 * FW_ERR_STATIC_PRECONDITION (412) and FW_ERR_STATIC_RANGE (416). A bad option throws FW_ERR_STATIC_CONFIG here.
 *
 * @param options `{ root, prefix = '/', index = 'index.html', dotfiles = 'ignore', maxAge = 0, immutable = false, fallthrough = true }`
 * @example
 * const App = Router.define({
 *   middleware: [compress(), staticFiles({ root: './public', prefix: '/assets', maxAge: 86400 })],
 *   routes,
 * })
 * // GET /assets/app.css -> ./public/app.css
 *
 * @fwOptions staticFiles
 */
export function staticFiles(
  {
    root,
    prefix = '/',
    index = 'index.html',
    dotfiles = 'ignore',
    maxAge = 0,
    immutable = false,
    fallthrough = true,
  }: StaticFilesOptions = {} as StaticFilesOptions,
): Middleware {
  if (typeof root !== 'string' || root === '')
    throw config(`root must be the path of a directory, got ${describeValue(root)}`);
  let rootReal: string;
  try {
    rootReal = realpathSync(resolve(root));
  } catch (error) {
    throw new FwError(
      'FW_ERR_STATIC_CONFIG',
      { reason: `root ${describeValue(root)} does not exist` },
      { cause: error },
    );
  }
  if (!statSync(rootReal).isDirectory()) throw config(`root ${describeValue(root)} is not a directory`);
  if (typeof prefix !== 'string' || !PREFIX.test(prefix) || prefix.split('/').some((s) => s === '.' || s === '..')) {
    throw config(
      `prefix must start with "/" and hold only letters, digits, "-._~!$&'()*+,;=:@" or %XX escapes, with no empty, "." or ".." segment; got ${describeValue(prefix)}`,
    );
  }
  if (
    index !== false &&
    (typeof index !== 'string' || index === '' || index === '.' || index === '..' || /[/\\\0]/.test(index))
  ) {
    throw config(`index must be a file name (no "/") or false, got ${describeValue(index)}`);
  }
  if (dotfiles !== 'ignore' && dotfiles !== 'deny' && dotfiles !== 'allow')
    throw config(`dotfiles must be "ignore", "deny" or "allow", got ${describeValue(dotfiles)}`);
  if (typeof maxAge !== 'number' || !Number.isInteger(maxAge) || maxAge < 0)
    throw config(`maxAge must be a whole number of seconds >= 0, got ${describeValue(maxAge)}`);
  if (typeof immutable !== 'boolean') throw config(`immutable must be a boolean, got ${describeValue(immutable)}`);
  if (typeof fallthrough !== 'boolean')
    throw config(`fallthrough must be a boolean, got ${describeValue(fallthrough)}`);

  /** The prefix without its trailing slash: `''` for `/`. */
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  /** The last segment of the prefix, for the redirect of `<prefix>` to `<prefix>/`. */
  const baseName = base.slice(base.lastIndexOf('/') + 1);
  const inside = rootReal.endsWith(sep) ? rootReal : rootReal + sep;
  const cacheControl = `public, max-age=${maxAge}${immutable ? ', immutable' : ''}`;
  const hideDots = dotfiles !== 'allow';
  const outage = new Outage({
    source: 'staticFiles',
    subject: 'the file system',
    effect: 'file requests are answered with 503',
  });

  /** A failure of the file system, not of the request: reported once per outage, answered 503. */
  function unavailable(error: unknown): never {
    outage.failed(error);
    throw reported(
      new FwError(
        'FW_ERR_STATIC_UNAVAILABLE',
        { code: String((error as NodeJS.ErrnoException | null)?.code ?? 'an error') },
        { cause: error },
      ),
    );
  }

  /** A read stream's own failure, after it was handed to the response: reported once per outage, not to onError. */
  const readFailed = (error: unknown): void => {
    outage.failed(reported(error));
  };
  const readDone = (): void => outage.ok();

  function missing(next: () => Promise<void>): Promise<void> {
    if (fallthrough) return next();
    throw new FwError('FW_ERR_STATIC_NOT_FOUND');
  }

  /** Opens `path` if its real path is the root or under it (and not hidden); null otherwise. */
  async function openInside(path: string): Promise<Opened | null> {
    let real: string;
    try {
      real = await realpath(path);
    } catch (error) {
      if (isMissing(error)) return null;
      return unavailable(error);
    }
    if (real !== rootReal && !real.startsWith(inside)) return null;
    // A symlink inside the root that leads to a dotfile is hidden like the dotfile itself.
    if (hideDots && real.indexOf(sep + '.', inside.length - 1) !== -1) return null;
    let handle: FileHandle;
    try {
      handle = await open(real, OPEN_FLAGS);
    } catch (error) {
      if (isMissing(error)) return null;
      return unavailable(error);
    }
    let stat: Stats;
    try {
      stat = await handle.stat();
    } catch (error) {
      await handle.close().catch(noop);
      if (isMissing(error)) return null;
      return unavailable(error);
    }
    outage.ok();
    return { handle, stat, real };
  }

  async function serve(ctx: Context, next: () => Promise<void>, file: FilePath): Promise<void> {
    let found = await openInside(file.relative === '' ? rootReal : inside + file.relative);
    if (found === null) return missing(next);
    if (found.stat.isDirectory()) {
      await found.handle.close().catch(noop);
      if (index === false) return missing(next);
      if (!file.dir) {
        const name = file.relative === '' ? baseName : encodeURIComponent(file.last);
        return ctx.redirect(`./${name}/`, 301);
      }
      found = await openInside(found.real + sep + index);
      if (found === null) return missing(next);
    } else if (file.dir) {
      // A file asked for as a directory (`/a.txt/`).
      await found.handle.close().catch(noop);
      return missing(next);
    }
    if (!found.stat.isFile()) {
      await found.handle.close().catch(noop);
      return missing(next);
    }
    return send(ctx, found);
  }

  async function send(ctx: Context, { handle, stat, real }: Opened): Promise<void> {
    // Once a read stream exists it owns the handle (closed when it ends or is destroyed).
    let reading = false;
    try {
      const size = stat.size;
      const modified = Math.floor(stat.mtimeMs / 1000) * 1000;
      const tag = `W/"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const lastModified = new Date(modified).toUTCString();
      if (preconditionFailed(ctx, tag, modified)) throw new FwError('FW_ERR_STATIC_PRECONDITION');
      if (notModified(ctx, tag, modified)) {
        ctx.setHeader('etag', tag).setHeader('last-modified', lastModified).setHeader('cache-control', cacheControl);
        return ctx.send(304);
      }
      let status = 200;
      let start = 0;
      let end = size - 1;
      const rangeHeader = ctx.header('range');
      if (rangeHeader !== undefined && rangeApplies(ctx, tag, modified)) {
        const range = parseRange(rangeHeader, size);
        if (range === UNSATISFIABLE) {
          ctx.setHeader('content-range', `bytes */${size}`);
          throw new FwError('FW_ERR_STATIC_RANGE', { size });
        }
        if (range !== null) {
          status = 206;
          start = range.start;
          end = range.end;
          ctx.setHeader('content-range', `bytes ${start}-${end}/${size}`);
        }
      }
      ctx
        .setHeader('accept-ranges', 'bytes')
        .setHeader('etag', tag)
        .setHeader('last-modified', lastModified)
        .setHeader('cache-control', cacheControl)
        .setHeader('content-length', end - start + 1);
      const type = contentTypeOf(real);
      // An empty file or a HEAD request reads nothing: an empty stream keeps the headers above.
      if (end < start || ctx.method === 'HEAD') return ctx.stream(status, Readable.from([]), type);
      const stream = handle.createReadStream({ start, end });
      reading = true;
      // Before the response's own listeners, so that the error is marked as reported when they see it.
      stream.on('error', readFailed).once('end', readDone);
      try {
        ctx.stream(status, stream, type);
      } catch (error) {
        stream.destroy();
        throw error;
      }
    } finally {
      if (!reading) await handle.close().catch(noop);
    }
  }

  return function serveStatic(ctx: Context, next: () => Promise<void>): unknown {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = ctx.path;
    let rest = path;
    if (base !== '') {
      if (!path.startsWith(base) || (path.length > base.length && path.charCodeAt(base.length) !== 0x2f)) return next();
      rest = path.slice(base.length);
    } else if (path.charCodeAt(0) !== 0x2f) return next();
    const file = parseFilePath(rest);
    if (file === BAD_PATH) throw new FwError('FW_ERR_STATIC_BAD_PATH');
    if (file === TRAVERSAL) throw new FwError('FW_ERR_STATIC_FORBIDDEN');
    if (file.hidden && hideDots) {
      if (dotfiles === 'deny') throw new FwError('FW_ERR_STATIC_FORBIDDEN');
      return missing(next);
    }
    return serve(ctx, next, file);
  };
}
