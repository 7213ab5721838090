/**
 * The client module generator: an OpenAPI 3.1 document (fw's openapi.json) to an ES module
 * (the operation table) and its declarations (the `Api` type), precomputed so that a call costs
 * the type checker an indexed access, not an inference over the app's types.
 */
import { commentEnd, directRefs, docComment, propertyKey, typeText, type Schema, type TypeWriter } from './schema.js';

/** The files of a generated client module. */
export interface GeneratedClient {
  /** The ES module: `export const operations = { name: [method, path, statuses] }`. */
  readonly js: string;
  /** Its declarations: the component types, `Api`, and `operations`. */
  readonly dts: string;
  /** How many operations the client has. */
  readonly operations: number;
}

/** Options of {@link generateClient}. */
export interface GenerateOptions {
  /** Where the document came from, for the files' header comment. Default `openapi.json`. */
  readonly source?: string;
}

/** The HTTP methods of an OpenAPI path item. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Names the generated declarations use for themselves; a component of the same name gets a `_` suffix. */
const RESERVED = new Set([
  'Api',
  ...METHODS.map((method) => `Api${capitalize(method)}`),
  'FwAnswer',
  'FwHeaders',
  'FwUndocumented',
  'FwNetworkFailure',
  'FwOther',
  'FwHeaderValue',
  'FwOperationTable',
  'operations',
  // Global types a component would shadow.
  'NoInfer',
  'Array',
  'Boolean',
  'Date',
  'Error',
  'Function',
  'Map',
  'Number',
  'Object',
  'Partial',
  'Promise',
  'Readonly',
  'Record',
  'Set',
  'String',
  'Symbol',
  // Words that cannot name a type: JavaScript's reserved words and TypeScript's own types.
  ...['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else'],
  ...['enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof'],
  ...['new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void'],
  ...['while', 'with', 'implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static'],
  ...['yield', 'await', 'as', 'any', 'bigint', 'boolean', 'infer', 'intrinsic', 'keyof', 'never', 'number'],
  ...['object', 'readonly', 'string', 'symbol', 'undefined', 'unique', 'unknown'],
]);

/**
 * Operation names the client cannot have as methods: its calls by path (`GET`, ...), and `then`,
 * which would make the client a thenable (`await`ing it, or returning it from an async function,
 * would call the operation). An operation of such a name gets a `_2` suffix.
 */
const TAKEN_OPERATION_NAMES = [...METHODS.map((m) => m.toUpperCase()), 'then'];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

type Json = { readonly [key: string]: unknown };

/** One operation as the generator writes it. */
interface Operation {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly statuses: readonly number[];
  /** The request body's media type when it is not JSON (the body is then sent as the text given). */
  readonly bodyType: string | undefined;
  readonly summary: string | undefined;
  /** The call's argument: an object type of its `params`, `query`, `headers` and `body`. */
  readonly init: string;
  /** Whether the call's argument is required (something in it is). */
  readonly required: boolean;
  readonly answer: string;
}

/**
 * Generates the client module of an OpenAPI 3.1 document. Each operation gets a name (its
 * operationId, or its method and path, `getUsersById`, when it has none), a request type
 * (`params`, `query`, `headers`, `body`, as the document declares them; the argument is optional
 * when nothing in it is required) and an answer type: one `FwAnswer<status, body, ok>` per status
 * the document lists, plus `FwUndocumented` and `FwNetworkFailure`. Components become exported
 * interfaces and types of the same names.
 *
 * @example const { js, dts } = generateClient(JSON.parse(readFileSync('openapi.json', 'utf8')));
 */
export function generateClient(document: unknown, options: GenerateOptions = {}): GeneratedClient {
  const doc = (isObject(document) ? document : {}) as Json;
  const schemas = (
    isObject(doc['components']) && isObject((doc['components'] as Json)['schemas'])
      ? (doc['components'] as Json)['schemas']
      : {}
  ) as Record<string, Schema>;
  const names = componentNames(Object.keys(schemas));
  const circular = circularComponents(schemas, names);
  const writer: TypeWriter = {
    refName: (ref) => {
      const key = componentKey(ref, names);
      return key === undefined ? 'unknown' : names.get(key)!;
    },
  };
  const operations = collectOperations(doc, writer);

  const source = options.source ?? 'openapi.json';
  const info = isObject(doc['info']) ? (doc['info'] as Json) : {};
  const title =
    typeof info['title'] === 'string'
      ? `${info['title']}${typeof info['version'] === 'string' ? ` ${info['version']}` : ''}`
      : '';
  const header = `// Generated by fwc build from ${oneLine(source)}${title === '' ? '' : ` (${oneLine(title)})`}; do not edit.\n`;

  const js =
    `${header}// The operation table of the client: createClient<Api>({ baseUrl, operations }) from @fw/client.\n\n` +
    `/** Each operation's method, path template and documented statuses. */\n` +
    `export const operations = {\n${operations
      .map(
        (op) =>
          `  ${tableKey(op.name)}: [${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, [${op.statuses.join(', ')}]${op.bodyType === undefined ? '' : `, ${JSON.stringify(op.bodyType)}`}],`,
      )
      .join('\n')}\n};\n`;

  const out: string[] = [header, PRELUDE];
  for (const [name, schema] of Object.entries(schemas)) {
    // A schema that is its own type through `$ref`s alone (`A: { oneOf: [A, B] }`) has no TypeScript type.
    const text = circular.has(name) ? 'unknown' : typeText(schema, writer);
    const description = isObject(schema) ? (schema as Json)['description'] : undefined;
    out.push(
      docComment(description, '') +
        (isObjectText(text)
          ? `export interface ${names.get(name)!} ${text}\n`
          : `export type ${names.get(name)!} = ${text};\n`),
    );
  }
  const byMethod = new Map<string, Operation[]>();
  for (const op of operations) {
    const list = byMethod.get(op.method) ?? [];
    list.push(op);
    byMethod.set(op.method, list);
  }
  // An argument shape several operations share (`{ params: { id: number } }`) is written once, as
  // the argument (`FwInit1`) and as the tables' argument tuple (`FwArgs1`): a call by path is
  // checked against the argument types of every path of its method, so the fewer distinct types
  // they are, the less it costs.
  const shared = sharedArgs(operations, new Set([...RESERVED, ...names.values()]));
  for (const [shape, { init, args, count, required }] of shared)
    out.push(
      `/** The argument of ${count} operations. */\nexport type ${init} = ${shape};\n/** The same as the tables' argument tuple. */\nexport type ${args} = ${argsTuple(init, required)};\n`,
    );
  const initOf = (op: Operation): string => shared.get(op.init)?.init ?? op.init;
  for (const [method, list] of byMethod) {
    const entries = list.map(
      (op) =>
        `${docComment(op.summary, '  ')}  ${JSON.stringify(op.path)}: {\n    args: ${shared.get(op.init)?.args ?? argsTuple(op.init, op.required)};\n    answer: ${op.answer};\n  };\n`,
    );
    out.push(
      `/** The ${method} operations by path: each one's arguments and answers. */\nexport interface Api${capitalize(method.toLowerCase())} {\n${entries.join('')}}\n`,
    );
  }
  out.push(
    '/** The client: a method per operation, by name, and one per HTTP method, by path. Give it to createClient<Api>() from @fw/client. */\nexport interface Api {\n',
  );
  const members: string[] = [];
  // A call by name takes its argument as a plain parameter, and its types are written out rather
  // than looked up in the tables: a rest parameter typed by a tuple, and each indexed access, cost
  // the checker more per call (bench/client.mjs: about a fifth of the consumer's check time at
  // 3,000 operations).
  for (const op of operations) {
    members.push(
      `${docComment(`${op.summary === undefined ? '' : `${op.summary}: `}\`${op.method} ${op.path}\``, '  ')}  ${methodKey(op.name)}(init${op.required ? '' : '?'}: ${initOf(op)}): Promise<${op.answer}>;\n`,
    );
  }
  // The path alone picks the operation: `NoInfer` keeps TypeScript from trying every path of the
  // table against the arguments (2.4x the consumer's check time at 3,000 operations without it).
  // When every path of the method needs an argument, or none does, it is a plain parameter;
  // otherwise whether it may be left out depends on the path, which only a rest parameter typed
  // by the path's tuple says (overloads by kind would cost less but name the wrong path in errors).
  for (const [method, list] of byMethod) {
    const table = `Api${capitalize(method.toLowerCase())}`;
    const required = list.filter((op) => op.required).length;
    const parameter =
      required === list.length
        ? `init: NoInfer<${table}[P]['args'][0]>`
        : required === 0
          ? `init?: NoInfer<${table}[P]['args'][0]>`
          : `...args: NoInfer<${table}[P]['args']>`;
    members.push(
      `${docComment(`A ${method} operation by its path template, such as \`${list[0]!.path}\`.`, '  ')}  ${method}<P extends keyof ${table}>(path: P, ${parameter}): Promise<${table}[P]['answer']>;\n`,
    );
  }
  out.push(`${members.join('')}}\n`);
  out.push(
    "/** Each operation's method, path template and documented statuses: the `operations` option of createClient. */\nexport declare const operations: FwOperationTable;\n",
  );
  return { js, dts: out.join('\n'), operations: operations.length };
}

/** The declarations every generated client starts with: the answer shapes @fw/client produces. */
const PRELUDE = `/** A documented answer: its status, whether it is a 2xx, its body (undefined without content) and headers. */
export interface FwAnswer<S extends number, B, OK extends boolean> {
  readonly status: S;
  readonly ok: OK;
  readonly body: B;
  readonly headers: FwHeaders;
}
/** An answer's headers, read by name. */
export interface FwHeaders {
  get(name: string): string | null;
}
/** An answer with a status the document does not list for the operation. */
export interface FwUndocumented {
  readonly status: 'undocumented';
  readonly ok: false;
  readonly httpStatus: number;
  readonly body: unknown;
  readonly headers: FwHeaders;
}
/** No answer arrived (no connection, a reset, an abort), or nothing was sent (a path parameter missing or one a URL cannot carry, a header fetch refuses); \`error\` says which. */
export interface FwNetworkFailure {
  readonly status: 'network-error';
  readonly ok: false;
  readonly error: unknown;
}
/** What every call may also resolve with. */
export type FwOther = FwUndocumented | FwNetworkFailure;
/** A request header's value; arrays are sent joined with \`, \`. */
export type FwHeaderValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;
/** The operation table's shape. */
export interface FwOperationTable {
  readonly [name: string]: readonly [method: string, path: string, statuses: readonly number[], bodyType?: string];
}
`;

/** Every operation of the document's paths, in document order, named and typed. */
function collectOperations(doc: Json, writer: TypeWriter): Operation[] {
  const paths = (isObject(doc['paths']) ? doc['paths'] : {}) as Record<string, unknown>;
  const used: Names = { used: new Set(TAKEN_OPERATION_NAMES), next: new Map() };
  const out: Operation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    const item = resolved(doc, pathItem);
    if (!isObject(item)) continue;
    const shared = Array.isArray((item as Json)['parameters']) ? ((item as Json)['parameters'] as unknown[]) : [];
    for (const method of METHODS) {
      const operation = (item as Json)[method];
      if (!isObject(operation)) continue;
      const op = operation as Json;
      const name = uniqueName(
        typeof op['operationId'] === 'string' && op['operationId'] !== ''
          ? op['operationId']
          : derivedName(method, path),
        used,
      );
      const parameters = [...shared, ...(Array.isArray(op['parameters']) ? (op['parameters'] as unknown[]) : [])].map(
        (parameter) => resolved(doc, parameter),
      );
      const requestBody = resolved(doc, op['requestBody']);
      const { init, required } = requestType(parameters, requestBody, writer);
      const { answer, statuses } = answerType(doc, op['responses'], method === 'head', writer);
      out.push({
        name,
        method: method.toUpperCase(),
        path,
        statuses,
        bodyType: isObject(requestBody) ? textMediaType((requestBody as Json)['content']) : undefined,
        summary: typeof op['summary'] === 'string' ? op['summary'] : undefined,
        init,
        required,
        answer,
      });
    }
  }
  return out;
}

/** What {@link sharedArgs} names for one argument shape. */
interface SharedArgs {
  /** The argument's name (`FwInit1`). */
  readonly init: string;
  /** Its tuple's name (`FwArgs1`). */
  readonly args: string;
  readonly count: number;
  readonly required: boolean;
}

/**
 * The argument shapes (object type texts) of more than one operation, each with names
 * (`FwInit1` and `FwArgs1`, ...) not in `taken`.
 */
function sharedArgs(operations: readonly Operation[], taken: Set<string>): Map<string, SharedArgs> {
  const counts = new Map<string, { count: number; required: boolean }>();
  for (const op of operations) {
    const seen = counts.get(op.init);
    if (seen === undefined) counts.set(op.init, { count: 1, required: op.required });
    else seen.count++;
  }
  const fresh = (base: string): string => {
    let name = base;
    while (taken.has(name)) name += '_';
    taken.add(name);
    return name;
  };
  const shared = new Map<string, SharedArgs>();
  for (const [shape, { count, required }] of counts) {
    if (count < 2) continue;
    const n = shared.size + 1;
    shared.set(shape, { init: fresh(`FwInit${n}`), args: fresh(`FwArgs${n}`), count, required });
  }
  return shared;
}

/** The tables' argument tuple of a call: `[init: {...}]`, or `[init?: {...}]` when nothing in it is required. */
function argsTuple(init: string, required: boolean): string {
  return `[init${required ? '' : '?'}: ${init}]`;
}

/** The argument of a call, an object type, and whether it is required (something in it is). */
function requestType(
  parameters: readonly unknown[],
  requestBody: unknown,
  writer: TypeWriter,
): { init: string; required: boolean } {
  const groups: Record<'path' | 'query' | 'header', { lines: string[]; required: boolean }> = {
    path: { lines: [], required: false },
    query: { lines: [], required: false },
    header: { lines: [], required: false },
  };
  const seen = new Set<string>();
  // What the headers' index signature takes: any header value, and each declared header's type that is not one.
  const headerTypes: string[] = [];
  // Operation-level parameters come last and win over path-level ones of the same name and place.
  for (const parameter of [...parameters].reverse()) {
    if (!isObject(parameter)) continue;
    const p = parameter as Json;
    const where = p['in'];
    if (where !== 'path' && where !== 'query' && where !== 'header') continue;
    const name = String(p['name']);
    const key = where === 'header' ? `${where}:${name.toLowerCase()}` : `${where}:${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const required = where === 'path' || p['required'] === true;
    const group = groups[where];
    if (required) group.required = true;
    const type = typeText(p['schema'] as Schema | undefined, writer, '        ');
    if (where === 'header' && !isHeaderValue(p['schema'])) headerTypes.unshift(type);
    group.lines.unshift(
      `${docComment(p['description'], '        ')}        ${propertyKey(where === 'header' ? name.toLowerCase() : name)}${required ? '' : '?'}: ${type};`,
    );
  }
  const fields: string[] = [];
  let required = false;
  for (const [where, field] of [
    ['path', 'params'],
    ['query', 'query'],
    ['header', 'headers'],
  ] as const) {
    const group = groups[where];
    if (where === 'header') {
      // Headers the document does not declare (a token, tracing) may be sent too.
      group.lines.push(
        `        [name: string]: ${headerTypes.includes('unknown') ? 'unknown' : [...new Set(['FwHeaderValue', ...headerTypes])].join(' | ')};`,
      );
    }
    if (group.lines.length === 0) continue;
    if (group.required) required = true;
    fields.push(`      ${field}${group.required ? '' : '?'}: {\n${group.lines.join('\n')}\n      };`);
  }
  if (isObject(requestBody)) {
    const body = requestBody as Json;
    const type = contentType(body['content'], writer, '      ');
    if (type !== undefined) {
      const bodyRequired = body['required'] === true;
      if (bodyRequired) required = true;
      fields.push(`${docComment(body['description'], '      ')}      body${bodyRequired ? '' : '?'}: ${type};`);
    }
  }
  return { init: `{\n${fields.join('\n')}\n    }`, required };
}

/** The union of the documented answers, then the undocumented and network cases; and the statuses. */
function answerType(
  doc: Json,
  responses: unknown,
  head: boolean,
  writer: TypeWriter,
): { answer: string; statuses: number[] } {
  const members: string[] = [];
  const statuses: number[] = [];
  if (isObject(responses)) {
    for (const [code, entry] of Object.entries(responses as Json)) {
      // Only exact statuses: fw documents no ranges (`4XX`) or `default`.
      if (!/^[1-5][0-9][0-9]$/.test(code)) continue;
      const status = Number(code);
      statuses.push(status);
      const response = resolved(doc, entry);
      const content = isObject(response) ? (response as Json)['content'] : undefined;
      const body =
        head || status === 204 || status === 304 ? 'undefined' : (contentType(content, writer, '    ') ?? 'undefined');
      members.push(`FwAnswer<${status}, ${body}, ${status >= 200 && status < 300}>`);
    }
  }
  members.push('FwOther');
  return { answer: members.join(' | '), statuses };
}

/** The type of a content map: its JSON media type's schema, `string` for another media type; undefined without one. */
function contentType(content: unknown, writer: TypeWriter, indent: string): string | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content as Json);
  if (types.length === 0) return undefined;
  const json = types.find(isJsonMedia);
  if (json === undefined) return 'string';
  const media = (content as Json)[json];
  return typeText(isObject(media) ? ((media as Json)['schema'] as Schema | undefined) : undefined, writer, indent);
}

/** Whether a media type is JSON's (`application/json`, `application/problem+json`). */
function isJsonMedia(type: string): boolean {
  const base = type.split(';', 1)[0]!.trim().toLowerCase();
  return base === 'application/json' || base.endsWith('+json');
}

/** A request body's media type when it has content and none of it is JSON: the first listed. */
function textMediaType(content: unknown): string | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content as Json);
  return types.length === 0 || types.some(isJsonMedia) ? undefined : types[0];
}

/** `getUsersById` for `GET /users/{id}`: the method, then each segment, a parameter as `By<Name>`. */
function derivedName(method: string, path: string): string {
  let name = method;
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    const param = /^\{(.*)\}$/.exec(segment);
    const words = (param === null ? segment : param[1]!).split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
    name += (param === null ? '' : 'By') + words.map(capitalize).join('');
  }
  return IDENTIFIER.test(name) ? name : `_${name}`;
}

/** The names given so far, and for each name asked for again, the suffix to try next. */
interface Names {
  readonly used: Set<string>;
  readonly next: Map<string, number>;
}

/**
 * `name`, or `name_2`, `name_3`, ... when taken; the result is taken from then on. Each name
 * remembers where its suffixes got to, so that many operations of one name cost no more each.
 */
function uniqueName(name: string, names: Names): string {
  let out = name;
  if (names.used.has(out)) {
    let n = names.next.get(name) ?? 2;
    do out = `${name}_${n++}`;
    while (names.used.has(out));
    names.next.set(name, n);
  }
  names.used.add(out);
  return out;
}

/** Each component's TypeScript name: its own when it is an identifier the declarations do not use, else made one. */
function componentNames(keys: readonly string[]): Map<string, string> {
  const used = new Set<string>(RESERVED);
  // For each name made, how many underscores to try next.
  const next = new Map<string, number>();
  const out = new Map<string, string>();
  for (const key of keys) {
    let name = key.replace(/[^A-Za-z0-9_$]/g, '_');
    if (!IDENTIFIER.test(name)) name = `_${name}`;
    let unique = name;
    if (used.has(unique)) {
      let n = next.get(name) ?? 1;
      do unique = `${name}${'_'.repeat(n++)}`;
      while (used.has(unique));
      next.set(name, n);
    }
    used.add(unique);
    out.set(key, unique);
  }
  return out;
}

/**
 * The key under `components/schemas` that `ref` points to, undefined when it is not one: its token
 * as written, else percent-decoded (a pointer in a URI fragment: `#/components/schemas/a%20b`).
 */
function componentKey(ref: string, names: ReadonlyMap<string, string>): string | undefined {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) return undefined;
  return tokenKey(ref.slice(prefix.length), (key) => names.has(key));
}

/** The key a JSON pointer token names: the token unescaped, else percent-decoded first; undefined when `has` takes neither. */
function tokenKey(token: string, has: (key: string) => boolean): string | undefined {
  const key = decodePointer(token);
  if (has(key)) return key;
  if (!token.includes('%')) return undefined;
  try {
    const decoded = decodePointer(decodeURIComponent(token));
    return has(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The components whose type would name itself through `$ref`s alone, outside any object or array
 * (`A: { oneOf: [{ $ref: A }, ...] }`, or `A` a `$ref` to `B` and `B` to `A`), which TypeScript
 * refuses ("circularly references itself"): the members of each cycle of direct references
 * (Tarjan's strongly connected components, iteratively, so a long chain does not overflow the stack).
 */
function circularComponents(
  schemas: Readonly<Record<string, Schema>>,
  names: ReadonlyMap<string, string>,
): Set<string> {
  const edges = new Map<string, string[]>();
  for (const [key, schema] of Object.entries(schemas)) {
    const targets: string[] = [];
    for (const ref of directRefs(schema)) {
      const target = componentKey(ref, names);
      if (target !== undefined) targets.push(target);
    }
    if (targets.length > 0) edges.set(key, targets);
  }
  const circular = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const frames: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root)!);
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, index.size);
          low.set(target, index.get(target)!);
          stack.push(target);
          onStack.add(target);
          frames.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) for (const one of component) circular.add(one);
    }
  }
  return circular;
}

/**
 * `value`, or what its `$ref` points to in the document when it is a Reference Object
 * (`#/components/parameters/Id`, `#/components/responses/NotFound`, ...), followed through further
 * references; undefined for a reference outside the document, to nothing, or in a loop.
 */
function resolved(doc: Json, value: unknown): unknown {
  let out = value;
  for (let hops = 0; isObject(out) && typeof (out as Json)['$ref'] === 'string'; hops++) {
    const ref = (out as Json)['$ref'] as string;
    if (hops === 32 || !ref.startsWith('#/')) return undefined;
    let at: unknown = doc;
    for (const token of ref.slice(2).split('/')) {
      const container = at;
      const key =
        typeof container === 'object' && container !== null
          ? tokenKey(token, (k) => Object.hasOwn(container, k))
          : undefined;
      at = key === undefined ? undefined : (container as Json)[key];
    }
    out = at;
  }
  return out;
}

/**
 * Whether a header parameter's schema gives a type every value of which is a `FwHeaderValue`
 * (a string, number or boolean, or an array of them); the headers' index signature takes the
 * type of one that is not as well, as TypeScript requires of a property beside an index signature.
 */
function isHeaderValue(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const s = schema as Json;
  if (s['type'] !== 'array' || 'const' in s || Array.isArray(s['enum'])) return isScalarSchema(s);
  return isPlain(s) && !Array.isArray(s['prefixItems']) && isScalarSchema(s['items']);
}

/** Whether a schema's type is a string, number or boolean (one `type` of them, or an enum or a const of such values). */
function isScalarSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const s = schema as Json;
  if ('const' in s) return isScalar(s['const']);
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[]).every(isScalar);
  const type = s['type'];
  return isPlain(s) && (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean');
}

/** Whether a schema has no `$ref`, `oneOf`, `anyOf` or `allOf`, which would give its type instead of or beside `type`. */
function isPlain(s: Json): boolean {
  return typeof s['$ref'] !== 'string' && !('oneOf' in s) && !('anyOf' in s) && !('allOf' in s);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** An operation's key in the JS table: `__proto__` computed, as `__proto__: x` in an object literal sets its prototype. */
function tableKey(name: string): string {
  return name === '__proto__' ? '["__proto__"]' : propertyKey(name);
}

/** An operation's method name in `Api`: its property key, quoted when `new` (`new(...)` would be a construct signature). */
function methodKey(name: string): string {
  return name === 'new' ? '"new"' : propertyKey(name);
}

/** `text` on one line, for a `//` comment: each line terminator (CR, LF, U+2028, U+2029) a space. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]/g, ' ');
}

/** A JSON pointer token unescaped (`~1` is `/`, `~0` is `~`). */
function decodePointer(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Whether a type text is one object literal type `{ ... }`, which becomes an interface. */
function isObjectText(text: string): boolean {
  if (!text.startsWith('{')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      // Skip a string literal (a quoted key or literal type).
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '*') i = commentEnd(text, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
