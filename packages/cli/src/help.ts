/** The help texts of `fwc` and its commands. */

/** `fwc --help`. */
export const MAIN_HELP = `fwc: build and scaffold fw apps

Usage: fwc <command> [options]

Commands:
  build          type-check and compile the project with the fw transformer, then write openapi.json
  dev [entry]    build, run the app, and rebuild and restart it on every change
  check          send the built app requests made from its document and check every answer against it
  new <name>     create a new fw project in ./<name>
  start [entry]  run the built app in one worker process per core (node:cluster)
  help [command] show help for a command

Options:
  -h, --help     show this help
  -v, --version  print the fwc version

Run \`fwc <command> --help\` for a command's options.
Exit codes: 0 success, 1 failure (build errors, existing directory, missing tsconfig), 2 bad arguments.
`;

/** `fwc check --help`. */
export const CHECK_HELP = `Usage: fwc check [options]

Imports the compiled app module (its \`spec\` export and its \`app\` or \`App\` export or \`createApp()\`),
sends every documented operation a request made from the document, and where fw documents a
400, 415 or 401 a request that triggers it, then checks each answer's status, documented headers and JSON
body against the document with ajv (JSON Schema 2020-12). Prints each mismatch.

Options:
      --app <file>                   the compiled app module
                                     (default: package.json "fw": { "app" }, else dist/app.js)
      --credential <scheme=H: value>  headers that satisfy a security scheme, as in
                                     adminToken='Authorization: Bearer t' (repeatable)
  -h, --help                         show this help

Exit codes: 0 no mismatch, 1 mismatches or an app that cannot be loaded, 2 bad arguments.
`;

/** `fwc build --help`. */
export const BUILD_HELP = `Usage: fwc build [options]

Compiles the project as \`tsc -p\` does, with the fw transformer (@fw/transformer) applied:
no patched TypeScript install is needed. Diagnostics print as
  file(line,col): error CODE: message
with TypeScript's codes as TSnnnn and fw's as FWnnnn. Then it imports the compiled app
module (which must not start a server) and writes its \`spec\` export, the document from
apidocs.generateSpec, to openapi.json, and from it a typed client: api-client.js and
api-client.d.ts, for createClient from @fw/client.

Options:
  -p, --project <path>  tsconfig.json, or a directory that holds one (default: ./tsconfig.json)
      --app <file>      the compiled app module exporting \`spec\`
                        (default: package.json "fw": { "app" }, else <outDir>/app.js, else dist/app.js)
      --out <file>      where to write the OpenAPI document (default: openapi.json next to the tsconfig)
      --no-openapi      compile only; do not import the app or write openapi.json
      --client <file>   where to write the client module, a .js file with its .d.ts beside it
                        (default: package.json "fw": { "client" }, else api-client.js next to
                        openapi.json; "client": false there turns it off)
      --no-client       do not write the client
      --bundle          then bundle the app into one ES module for Node with esbuild and the
                        fw plugin: dependencies inlined, Node builtins external, a linked
                        source map; it runs with \`node --enable-source-maps dist/bundle.mjs\`
                        and needs no node_modules
      --entry <file>    the TypeScript entry to bundle
                        (default: package.json "fw": { "entry" }, else src/main.ts)
      --bundle-out <f>  where to write the bundle (default: <outDir>/bundle.mjs)
  -h, --help            show this help

Only the @fw/transformer entry of compilerOptions.plugins is used (it is passed to the
transformer as its config); other transformer entries are ignored with a warning.

Exit codes: 0 built, 1 errors (any error diagnostic, missing tsconfig, an app module named by
--app or package.json that is missing or has no \`spec\`, a failed --bundle), 2 bad arguments.
`;

/** `fwc dev --help`. */
export const DEV_HELP = `Usage: fwc dev [entry] [options] [-- app arguments]

Builds the project as \`fwc build\` does, runs the app, watches the sources, rebuilds
incrementally on every change (only changed files and the files depending on them are emitted)
and restarts the app. Diagnostics print as fwc build prints them; a build with errors writes
nothing and the last good build keeps serving. After each good build openapi.json and the
client are rewritten.

The app runs as a node:cluster worker with --enable-source-maps. On a restart the new process
starts listening on the same socket before the old one gets SIGTERM, so no connection is
refused, and the old one finishes its requests (fw's Server.close()) before it exits
(SIGKILL after 15 s). Ctrl-C or SIGTERM stops the app the same way, then fwc dev.

[entry] is the module to run: a source (src/main.ts runs as its output, dist/main.js) or a
compiled .js file. Default: package.json "fw": { "entry" }, else package.json "main",
else <outDir>/main.js.

Options:
  -p, --project <path>  tsconfig.json, or a directory that holds one (default: ./tsconfig.json)
      --app <file>      the compiled app module exporting \`spec\` (as for fwc build)
      --out <file>      where to write the OpenAPI document (default: openapi.json next to the tsconfig)
      --no-openapi      do not write openapi.json
      --client <file>   where to write the client module (as for fwc build)
      --no-client       do not write the client
  -h, --help            show this help

Exit codes: 0 stopped by SIGINT/SIGTERM, 1 cannot start (missing tsconfig, noEmit), 2 bad arguments.
`;

/** `fwc new --help`. */
export const NEW_HELP = `Usage: fwc new <name> [options]

Creates ./<name> (or <dir>/<name>) with package.json, tsconfig.json (with the fw plugin),
src/app.ts (documented routes, the docs page, \`export const spec\`), src/main.ts (starts the
server), src/app.test.ts (node:test) and README.md, then prints the commands to run:
  cd <name> && npm install && npm run dev
The @fw/* dependencies are ^<this fwc's version>, from the npm registry. Without an install:
  npx @fw/cli new <name>

<name> must be a valid npm package name (lower case; a-z, 0-9, "-", "." and "_"; optionally
@scope/name, whose directory is <name> without the scope).

Options:
      --dir <parent>       create the project inside <parent> (default: the current directory)
      --fw-source <path>   for fw development: a built fw checkout whose packages are packed
                           with pnpm into vendor/fw/ and referenced as file: tarballs, instead
                           of the registry versions
  -h, --help               show this help

Exit codes: 0 created, 1 the directory exists or --fw-source is unusable, 2 bad arguments or name.
`;
