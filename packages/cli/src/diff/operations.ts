/**
 * Compares the operations of two OpenAPI documents: paths and methods, parameters, request
 * bodies, responses (statuses, headers, media types, schemas) and security, reporting each
 * change with whether it breaks clients.
 */
import type { Change, Direction, SchemaChange } from './changes.js';
import { record, type ApiDocument, type Located } from './document.js';
import { canonical, child } from './json.js';
import { SchemaComparer } from './schema.js';
import { Shapes } from './shapes.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The JSON media type, whose body is named `body` alone in a change's place. */
const JSON_MEDIA_TYPE = 'application/json';

/** One operation of a document. */
interface Operation {
  readonly method: string;
  readonly path: string;
  /** Its path parameters' names in the order the path has them. */
  readonly names: readonly string[];
  readonly item: Located;
  readonly op: Located;
}

/**
 * Every change from `base` to `head`, in the order of the base document's operations, then the
 * head's new ones.
 *
 * @example compareDocuments(base, head).filter((c) => c.breaking)
 */
export function compareDocuments(base: ApiDocument, head: ApiDocument): Change[] {
  const schemas = new SchemaComparer(new Shapes(base), new Shapes(head));
  const before = operations(base);
  const after = operations(head);
  const out: Change[] = [];
  for (const [key, b] of before) {
    const h = after.get(key);
    const report = new Report(out, b);
    if (h === undefined) {
      report.add('operation-removed', true, '', `${b.method.toUpperCase()} ${b.path} was removed`, b.op.ptr, null);
      continue;
    }
    new OperationComparer(base, head, b, h, schemas, report).run();
  }
  for (const [key, h] of after)
    if (!before.has(key))
      new Report(out, h).add(
        'operation-added',
        false,
        '',
        `${h.method.toUpperCase()} ${h.path} was added`,
        null,
        h.op.ptr,
      );
  return out;
}

/** The operations of a document by `METHOD /path/{}/...`: path parameter names do not go on the wire. */
function operations(doc: ApiDocument): Map<string, Operation> {
  const out = new Map<string, Operation>();
  const paths = record(doc.root['paths']);
  for (const path of Object.keys(paths)) {
    const item = doc.deref({ value: paths[path], ptr: child('#', 'paths', path) });
    for (const method of METHODS) {
      const value = record(item.value)[method];
      if (typeof value !== 'object' || value === null) continue;
      // Each `{...}` is one match: no nesting, no backtracking.
      const key = `${method.toUpperCase()} ${path.replace(/\{[^{}]*\}/g, '{}')}`;
      if (out.has(key)) continue;
      const names = [...path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
      out.set(key, { method, path, names, item, op: { value, ptr: child(item.ptr, method) } });
    }
  }
  return out;
}

/** Adds changes of one operation, naming them after it. */
class Report {
  constructor(
    readonly out: Change[],
    readonly operation: Operation,
  ) {}

  add(rule: string, breaking: boolean, where: string, message: string, base: string | null, head: string | null): void {
    const method = this.operation.method.toUpperCase();
    this.out.push({
      id: `${rule}:${method}:${this.operation.path}${where === '' ? '' : `:${where}`}`,
      rule,
      breaking,
      operation: `${method} ${this.operation.path}`,
      where,
      message,
      base,
      head,
    });
  }

  /** Schema changes found at `where`, their rules prefixed with `context` (`request-body`, `response-header`, ...). */
  schema(context: string, where: string, changes: readonly SchemaChange[]): void {
    for (const c of changes)
      this.add(`${context}-${c.aspect}`, c.breaking, where + c.where, c.message, c.base ?? null, c.head ?? null);
  }
}

/** The style and explode a parameter has when it names none, by location. */
function serialization(parameter: Record<string, unknown>): string {
  const where = parameter['in'];
  const style =
    typeof parameter['style'] === 'string'
      ? parameter['style']
      : where === 'query' || where === 'cookie'
        ? 'form'
        : 'simple';
  const explode = typeof parameter['explode'] === 'boolean' ? parameter['explode'] : style === 'form';
  return `style ${style}, explode ${explode}`;
}

/** Compares one operation present in both documents. */
class OperationComparer {
  constructor(
    readonly base: ApiDocument,
    readonly head: ApiDocument,
    readonly b: Operation,
    readonly h: Operation,
    readonly schemas: SchemaComparer,
    readonly report: Report,
  ) {}

  run(): void {
    const renamed = this.#pathNames();
    this.#parameters(renamed);
    this.#requestBody();
    this.#responses();
    this.#security();
    const bOp = record(this.b.op.value);
    const hOp = record(this.h.op.value);
    if (bOp['operationId'] !== hOp['operationId'] && bOp['operationId'] !== undefined)
      this.report.add(
        'operation-id-changed',
        false,
        '',
        `operationId ${show(bOp['operationId'])} → ${show(hOp['operationId'])} (generated clients name their methods after it)`,
        child(this.b.op.ptr, 'operationId'),
        child(this.h.op.ptr, 'operationId'),
      );
    if (bOp['deprecated'] !== true && hOp['deprecated'] === true)
      this.report.add(
        'operation-deprecated',
        false,
        '',
        'the operation is now deprecated',
        this.b.op.ptr,
        this.h.op.ptr,
      );
  }

  /** Path parameters are matched by position: a new name is a rename; names trading places change what each value means. */
  #pathNames(): Map<string, string> {
    const renamed = new Map<string, string>();
    this.b.names.forEach((name, i) => {
      const now = this.h.names[i]!;
      renamed.set(name, now);
      if (now === name) return;
      const moved = this.b.names.indexOf(now);
      if (moved !== -1 && moved !== i)
        this.report.add(
          'path-parameters-reordered',
          true,
          `path.${name}`,
          `the path segment that held '${name}' now holds '${now}', which was at another position: clients send each value where the other is read`,
          this.b.item.ptr,
          this.h.item.ptr,
        );
      else
        this.report.add(
          'path-parameter-renamed',
          false,
          `path.${name}`,
          `path parameter '${name}' is now named '${now}' (the URL is the same)`,
          this.b.item.ptr,
          this.h.item.ptr,
        );
    });
    return renamed;
  }

  #parameters(renamed: Map<string, string>): void {
    const bParams = parameters(this.base, this.b);
    const hParams = parameters(this.head, this.h);
    const matched = new Set<string>();
    for (const [key, bp] of bParams) {
      const b = record(bp.value);
      const name = String(b['name']);
      const where = `${String(b['in'])}.${name}`;
      const hKey = b['in'] === 'path' ? `path:${renamed.get(name) ?? name}` : key;
      const hp = hParams.get(hKey);
      if (hp === undefined) {
        this.report.add(
          'request-parameter-removed',
          true,
          where,
          `${String(b['in'])} parameter '${name}' was removed`,
          bp.ptr,
          this.h.op.ptr,
        );
        continue;
      }
      matched.add(hKey);
      const h = record(hp.value);
      const was = b['required'] === true || b['in'] === 'path';
      const is = h['required'] === true || h['in'] === 'path';
      if (!was && is)
        this.report.add(
          'request-parameter-became-required',
          true,
          where,
          `${String(b['in'])} parameter '${name}' is now required`,
          bp.ptr,
          hp.ptr,
        );
      else if (was && !is)
        this.report.add(
          'request-parameter-became-optional',
          false,
          where,
          `${String(b['in'])} parameter '${name}' is no longer required`,
          bp.ptr,
          hp.ptr,
        );
      if (serialization(b) !== serialization(h))
        this.report.add(
          'request-parameter-style-changed',
          true,
          where,
          `${String(b['in'])} parameter '${name}' is serialized with ${serialization(b)} → ${serialization(h)}`,
          bp.ptr,
          hp.ptr,
        );
      if (b['allowEmptyValue'] === true && h['allowEmptyValue'] !== true)
        this.report.add(
          'request-parameter-empty-value-refused',
          true,
          where,
          `an empty value of '${name}' is no longer allowed`,
          bp.ptr,
          hp.ptr,
        );
      if ('schema' in b || 'schema' in h)
        this.report.schema(
          'request-parameter',
          where,
          this.schemas.compare(
            { value: b['schema'] ?? true, ptr: child(bp.ptr, 'schema') },
            { value: h['schema'] ?? true, ptr: child(hp.ptr, 'schema') },
            'request',
          ),
        );
      if ('content' in b || 'content' in h) this.#content('request-parameter', where, bp, hp, 'request');
    }
    for (const [key, hp] of hParams) {
      if (matched.has(key)) continue;
      const h = record(hp.value);
      const required = h['required'] === true || h['in'] === 'path';
      const where = `${String(h['in'])}.${String(h['name'])}`;
      this.report.add(
        required ? 'request-parameter-added-required' : 'request-parameter-added',
        required,
        where,
        `${required ? 'required' : 'optional'} ${String(h['in'])} parameter '${String(h['name'])}' was added`,
        this.b.op.ptr,
        hp.ptr,
      );
    }
  }

  #requestBody(): void {
    const bOp = record(this.b.op.value);
    const hOp = record(this.h.op.value);
    const bb =
      'requestBody' in bOp
        ? this.base.deref({ value: bOp['requestBody'], ptr: child(this.b.op.ptr, 'requestBody') })
        : undefined;
    const hb =
      'requestBody' in hOp
        ? this.head.deref({ value: hOp['requestBody'], ptr: child(this.h.op.ptr, 'requestBody') })
        : undefined;
    if (bb === undefined && hb === undefined) return;
    if (bb === undefined) {
      const required = record(hb!.value)['required'] === true;
      this.report.add(
        required ? 'request-body-added-required' : 'request-body-added',
        required,
        'body',
        `a ${required ? 'required' : 'optional'} request body was added`,
        this.b.op.ptr,
        hb!.ptr,
      );
      return;
    }
    if (hb === undefined) {
      this.report.add(
        'request-body-removed',
        true,
        'body',
        'the request body was removed: what clients send is no longer read',
        bb.ptr,
        this.h.op.ptr,
      );
      return;
    }
    const was = record(bb.value)['required'] === true;
    const is = record(hb.value)['required'] === true;
    if (!was && is)
      this.report.add('request-body-became-required', true, 'body', 'the request body is now required', bb.ptr, hb.ptr);
    else if (was && !is)
      this.report.add(
        'request-body-became-optional',
        false,
        'body',
        'the request body is no longer required',
        bb.ptr,
        hb.ptr,
      );
    this.#content('request-body', '', bb, hb, 'request');
  }

  /** Compares the `content` of two request bodies, responses or parameters: media types and their schemas. */
  #content(context: string, prefix: string, b: Located, h: Located, direction: Direction): void {
    const bContent = content(b);
    const hContent = content(h);
    const side = context === 'response-body' ? 'response' : context === 'request-body' ? 'request body' : 'parameter';
    const rule = context === 'response-body' ? 'response' : context;
    const at = (type: string): string =>
      `${prefix}${prefix === '' ? '' : '.'}body${type === JSON_MEDIA_TYPE ? '' : `(${type})`}`;
    for (const [type, bm] of bContent) {
      const hm = hContent.get(type);
      if (hm === undefined) {
        this.report.add(
          `${rule}-media-type-removed`,
          true,
          at(type),
          `the ${side} no longer has media type ${type}`,
          bm.ptr,
          h.ptr,
        );
        continue;
      }
      const bSchema = { value: record(bm.value)['schema'] ?? true, ptr: child(bm.ptr, 'schema') };
      const hSchema = { value: record(hm.value)['schema'] ?? true, ptr: child(hm.ptr, 'schema') };
      this.report.schema(context, at(type), this.schemas.compare(bSchema, hSchema, direction));
    }
    for (const [type, hm] of hContent)
      if (!bContent.has(type))
        this.report.add(
          `${rule}-media-type-added`,
          false,
          at(type),
          `the ${side} now also has media type ${type}`,
          b.ptr,
          hm.ptr,
        );
  }

  #responses(): void {
    const bResponses = located(this.b.op, 'responses');
    const hResponses = located(this.h.op, 'responses');
    for (const status of Object.keys(record(bResponses.value))) {
      const bRaw = { value: record(bResponses.value)[status], ptr: child(bResponses.ptr, status) };
      if (!(status in record(hResponses.value))) {
        this.report.add(
          'response-status-removed',
          true,
          status,
          `response ${status} was removed`,
          bRaw.ptr,
          hResponses.ptr,
        );
        continue;
      }
      const br = this.base.deref(bRaw);
      const hr = this.head.deref({ value: record(hResponses.value)[status], ptr: child(hResponses.ptr, status) });
      this.#headers(status, br, hr);
      this.#content('response-body', status, br, hr, 'response');
    }
    for (const status of Object.keys(record(hResponses.value)))
      if (!(status in record(bResponses.value)))
        this.report.add(
          'response-status-added',
          false,
          status,
          `response ${status} was added`,
          bResponses.ptr,
          child(hResponses.ptr, status),
        );
  }

  #headers(status: string, br: Located, hr: Located): void {
    const bHeaders = headers(this.base, br);
    const hHeaders = headers(this.head, hr);
    for (const [name, bh] of bHeaders) {
      const where = `${status}.header.${name}`;
      const hh = hHeaders.get(name);
      if (hh === undefined) {
        this.report.add(
          'response-header-removed',
          true,
          where,
          `response header '${name}' was removed`,
          bh.ptr,
          hr.ptr,
        );
        continue;
      }
      const was = record(bh.value)['required'] === true;
      const is = record(hh.value)['required'] === true;
      if (was && !is)
        this.report.add(
          'response-header-became-optional',
          true,
          where,
          `response header '${name}' is no longer always sent`,
          bh.ptr,
          hh.ptr,
        );
      else if (!was && is)
        this.report.add(
          'response-header-became-required',
          false,
          where,
          `response header '${name}' is now always sent`,
          bh.ptr,
          hh.ptr,
        );
      this.report.schema(
        'response-header',
        where,
        this.schemas.compare(
          { value: record(bh.value)['schema'] ?? true, ptr: child(bh.ptr, 'schema') },
          { value: record(hh.value)['schema'] ?? true, ptr: child(hh.ptr, 'schema') },
          'response',
        ),
      );
    }
    for (const [name, hh] of hHeaders)
      if (!bHeaders.has(name))
        this.report.add(
          'response-header-added',
          false,
          `${status}.header.${name}`,
          `response header '${name}' was added`,
          hr.ptr,
          hh.ptr,
        );
  }

  /**
   * Security: every way a client could authenticate before must still be enough. A requirement
   * is compared by the definitions of its schemes (a renamed scheme with the same definition is
   * the same) and its scopes.
   */
  #security(): void {
    const b = security(this.base, this.b);
    const h = security(this.head, this.h);
    const names = (alternatives: readonly Requirement[]): string =>
      alternatives.length === 0
        ? 'nothing'
        : alternatives.map((a) => (a.names.length === 0 ? '(none)' : a.names.join(' + '))).join(' or ');
    if (h.alternatives.length === 0) {
      if (b.alternatives.length > 0)
        this.report.add(
          'security-removed',
          false,
          'security',
          `the operation no longer requires ${names(b.alternatives)}`,
          b.ptr,
          h.ptr,
        );
      return;
    }
    const enough = (before: Requirement): boolean =>
      h.alternatives.some((now) =>
        [...now.schemes].every(([scheme, scopes]) => {
          const had = before.schemes.get(scheme);
          return had !== undefined && [...scopes].every((s) => had.has(s));
        }),
      );
    if (b.alternatives.length === 0) {
      this.report.add(
        'security-added',
        true,
        'security',
        `the operation now requires ${names(h.alternatives)}`,
        b.ptr,
        h.ptr,
      );
      return;
    }
    const lost = b.alternatives.filter((a) => !enough(a));
    if (lost.length > 0)
      this.report.add(
        'security-changed',
        true,
        'security',
        `${names(lost)} is no longer enough: the operation requires ${names(h.alternatives)}`,
        b.ptr,
        h.ptr,
      );
    else if (b.key !== h.key)
      this.report.add(
        'security-relaxed',
        false,
        'security',
        `the operation accepts ${names(h.alternatives)} (was ${names(b.alternatives)})`,
        b.ptr,
        h.ptr,
      );
  }
}

/** A value of `key` in an object, located. */
function located(parent: Located, key: string): Located {
  return { value: record(parent.value)[key], ptr: child(parent.ptr, key) };
}

function show(value: unknown): string {
  return value === undefined ? 'none' : canonical(value);
}

/** An operation's parameters with the path item's, by `in:name` (header names in lower case); the operation's win. */
function parameters(doc: ApiDocument, operation: Operation): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const source of [operation.item, operation.op]) {
    const list = record(source.value)['parameters'];
    if (!Array.isArray(list)) continue;
    list.forEach((raw: unknown, i) => {
      const parameter = doc.deref({ value: raw, ptr: child(source.ptr, 'parameters', i) });
      const { in: where, name } = record(parameter.value);
      if (typeof where !== 'string' || typeof name !== 'string') return;
      out.set(`${where}:${where === 'header' ? name.toLowerCase() : name}`, parameter);
    });
  }
  return out;
}

/** The media types of a `content` map (lower case), located. */
function content(owner: Located): Map<string, Located> {
  const out = new Map<string, Located>();
  const map = record(record(owner.value)['content']);
  for (const type of Object.keys(map))
    out.set(type.toLowerCase(), { value: map[type], ptr: child(owner.ptr, 'content', type) });
  return out;
}

/** A response's headers by lower-case name, resolved. */
function headers(doc: ApiDocument, response: Located): Map<string, Located> {
  const out = new Map<string, Located>();
  const map = record(record(response.value)['headers']);
  for (const name of Object.keys(map))
    out.set(name.toLowerCase(), doc.deref({ value: map[name], ptr: child(response.ptr, 'headers', name) }));
  return out;
}

/** One way to satisfy an operation's security: every scheme (by its definition) with its scopes. */
interface Requirement {
  readonly schemes: Map<string, Set<string>>;
  readonly names: readonly string[];
}

/** An operation's security (its own, else the document's): the alternatives, where they are, and a key to compare them. */
function security(doc: ApiDocument, operation: Operation): { alternatives: Requirement[]; ptr: string; key: string } {
  const own = record(operation.op.value)['security'];
  const list = Array.isArray(own) ? own : doc.root['security'];
  const ptr = Array.isArray(own) ? child(operation.op.ptr, 'security') : '#/security';
  const schemes = record(record(doc.root['components'])['securitySchemes']);
  const alternatives: Requirement[] = [];
  if (Array.isArray(list))
    for (const raw of list) {
      const requirement = record(raw);
      const map = new Map<string, Set<string>>();
      for (const name of Object.keys(requirement)) {
        const definition = record(
          doc.deref({ value: schemes[name], ptr: child('#', 'components', 'securitySchemes', name) }).value,
        );
        const { description: _description, ...wire } = definition;
        const scopes = requirement[name];
        map.set(
          Object.keys(wire).length === 0 ? `name:${name}` : canonical(wire),
          new Set(Array.isArray(scopes) ? scopes.map(String) : []),
        );
      }
      alternatives.push({
        schemes: map,
        names: Object.keys(requirement).map((name) => {
          const scopes = requirement[name];
          return Array.isArray(scopes) && scopes.length > 0 ? `${name} (${scopes.map(String).join(', ')})` : name;
        }),
      });
    }
  // An empty requirement ({}) makes the operation open: as if it had no security.
  const open = alternatives.some((a) => a.schemes.size === 0);
  const kept = open ? [] : alternatives;
  const key = canonical(kept.map((a) => [...a.schemes].map(([s, scopes]) => [s, [...scopes].sort()]).sort()).sort());
  return { alternatives: kept, ptr, key };
}
