/** The file-extension to Content-Type table: `ctx.attachment`, `staticFiles`, and middleware of your own that serve files. */

const UTF8 = '; charset=utf-8';

/**
 * Content types by lower-case extension (without the dot). Text types carry `charset=utf-8`;
 * anything not listed is served as `application/octet-stream`.
 */
const TYPES: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    // text
    html: 'text/html' + UTF8,
    htm: 'text/html' + UTF8,
    css: 'text/css' + UTF8,
    js: 'text/javascript' + UTF8,
    mjs: 'text/javascript' + UTF8,
    cjs: 'text/javascript' + UTF8,
    txt: 'text/plain' + UTF8,
    text: 'text/plain' + UTF8,
    log: 'text/plain' + UTF8,
    md: 'text/markdown' + UTF8,
    markdown: 'text/markdown' + UTF8,
    csv: 'text/csv' + UTF8,
    tsv: 'text/tab-separated-values' + UTF8,
    xml: 'application/xml' + UTF8,
    ics: 'text/calendar' + UTF8,
    vtt: 'text/vtt' + UTF8,
    json: 'application/json' + UTF8,
    map: 'application/json' + UTF8,
    jsonld: 'application/ld+json' + UTF8,
    webmanifest: 'application/manifest+json' + UTF8,
    yaml: 'application/yaml' + UTF8,
    yml: 'application/yaml' + UTF8,
    svg: 'image/svg+xml' + UTF8,
    // images
    png: 'image/png',
    apng: 'image/apng',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    // fonts
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    // audio and video
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    opus: 'audio/ogg',
    wav: 'audio/wav',
    flac: 'audio/flac',
    aac: 'audio/aac',
    mp4: 'video/mp4',
    m4v: 'video/mp4',
    webm: 'video/webm',
    ogv: 'video/ogg',
    mov: 'video/quicktime',
    // documents and archives
    pdf: 'application/pdf',
    wasm: 'application/wasm',
    zip: 'application/zip',
    gz: 'application/gzip',
    tgz: 'application/gzip',
    br: 'application/octet-stream',
    tar: 'application/x-tar',
    '7z': 'application/x-7z-compressed',
    bz2: 'application/x-bzip2',
    xz: 'application/x-xz',
    zst: 'application/zstd',
    epub: 'application/epub+zip',
  }),
);

/** The default type of files whose extension is not in the table (or that have none). */
const DEFAULT_TYPE = 'application/octet-stream';

/** The media type of every JSON answer fw writes. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The Content-Type for a file name, from the extension after its last dot (case-insensitive):
 * the table `staticFiles` and `ctx.attachment` use (text types with `charset=utf-8`), and
 * `application/octet-stream` for an extension it does not list, or none.
 *
 * @example contentTypeOf('app.JS') // 'text/javascript; charset=utf-8'
 */
export function contentTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot === -1 || dot === name.length - 1) return DEFAULT_TYPE;
  return TYPES[name.slice(dot + 1).toLowerCase()] ?? DEFAULT_TYPE;
}
