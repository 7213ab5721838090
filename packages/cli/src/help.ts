/** The help texts of `fwc` and its commands. */

/** `fwc --help`. */
export const MAIN_HELP = `fwc: build and scaffold fw apps

Usage: fwc <command> [options]

Commands:
  build          type-check and compile the project with the fw transformer, then write openapi.json
  dev [entry]    build, run the app, and rebuild and restart it on every change
  check          send the built app requests made from its document and check every answer against it
  diff <base>    compare two OpenAPI documents and fail on changes that break clients
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

Imports the compiled app module (its \`spec\` export and its \`app\` or \`App\` export or \`createApp()\`)
and sends every documented operation requests made from the document: valid ones, where fw documents a
400, 415 or 401 a request that triggers it, a request that breaks each constraint of the types (it
must get a 400 naming that place), requests at each boundary (they must be accepted), random valid
ones, and chains that create a resource and read, update and delete it. Each answer's status,
documented headers, content type and JSON body are checked against the document with ajv (JSON
Schema 2020-12). Prints the findings, the chains tried and what could not be covered.

Options:
      --app <file>                   the compiled app module
                                     (default: package.json "fw": { "app" }, else dist/app.js)
      --credential <scheme=H: value>  headers that satisfy a security scheme, as in
                                     adminToken='Authorization: Bearer t' (repeatable)
      --replay <n>                   which run (default 1): the number picks the generated values
                                     and their order; the same number sends the same requests
      --budget <n>                   most requests to send (default 5000)
      --time-limit <ms>              longest an answer may take (default 5000); a slower one is a finding
  -h, --help                         show this help

Exit codes: 0 no finding, 1 findings or an app that cannot be loaded, 2 bad arguments.
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
      --baseline <b>    then compare the written document with <b> as \`fwc diff <b>\` does (a file
                        or a git ref such as main) and fail on a breaking change; accepted ids come
                        from .fwdiffaccept next to the tsconfig and --accept
      --accept <id>     with --baseline: a breaking change made on purpose (repeatable)
  -h, --help            show this help

Only the @fw/transformer entry of compilerOptions.plugins is used (it is passed to the
transformer as its config); other transformer entries are ignored with a warning.

Exit codes: 0 built, 1 errors (any error diagnostic, missing tsconfig, an app module named by
--app or package.json that is missing or has no \`spec\`, a failed --bundle, a breaking change
against --baseline or a baseline that cannot be read), 2 bad arguments.
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

/** `fwc diff --help`. */
export const DIFF_HELP = `Usage: fwc diff <base> [<head>] [options]

Compares two OpenAPI 3 documents and prints every change to the operations, breaking ones first,
each with its JSON pointer in both documents. A change is breaking when a client written for
<base> can fail against <head>: a removed operation, parameter, property, status, header or media
type; a new required parameter or property in a request; a request that accepts fewer values
(a narrower type, enum, range, length, pattern or format) or a response that can hold more; a
response field that is no longer required; new or stricter security. Schemas are compared by
structure after resolving $ref: renaming or extracting a component, reordering properties or union
members, and description or example changes are not changes at all.

<base> and <head> are each a file, or a git ref: <ref> reads the head's file as <ref> has it
(git show <ref>:./openapi.json), <ref>:<path> reads <path> from the repository's root.
<head> defaults to openapi.json in the current directory.

Options:
      --json         print one JSON object: { base, head, breaking, accepted, changes, unusedAccepts }
      --accept <id>  a breaking change made on purpose, by the id printed with it (repeatable);
                     ids in .fwdiffaccept (one a line, # comments) in the current directory count too
  -h, --help         show this help

Exit codes: 0 no breaking change left unaccepted, 1 breaking changes, 2 bad arguments or a
document that cannot be read (missing, not JSON, not OpenAPI 3, unknown git ref).
`;
