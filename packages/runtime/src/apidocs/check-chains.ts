/**
 * The chains of `checkContract`: operations linked by the document alone (a created resource's
 * field or `Location` header that fills another operation's path parameter), run as create, read,
 * update, read, delete, read on one resource.
 */
import type { ChainReport, FindingKind, Got, NotCovered, Operation, RequestParts } from './check.js';
import type { Random, Resolve } from './check-values.js';

/** What the chains need of a run of the check. */
export interface ChainHost {
  readonly random: Random;
  readonly resolve: Resolve;
  readonly chains: ChainReport[];
  readonly notCovered: NotCovered[];
  readonly findings: readonly unknown[];
  parts(op: Operation, mode: { full?: boolean; random?: Random }, params?: Record<string, unknown>): RequestParts;
  invalidPlace(op: Operation, parts: RequestParts): string | undefined;
  send(op: Operation, request: string, parts: RequestParts): Promise<Got | undefined>;
  finding(op: Operation, request: string, status: number, kind: FindingKind, problem: string): void;
  expectAccepted(op: Operation, request: string, got: Got | undefined): void;
}

/** A path's last parameter and the path before it: `/users/{id}` is `id` under `/users`. */
function lastParameter(path: string): { prefix: string; name: string } | undefined {
  const at = path.lastIndexOf('/');
  const last = path.slice(at + 1);
  if (!last.startsWith('{') || !last.endsWith('}')) return undefined;
  return { prefix: path.slice(0, at) || '/', name: last.slice(1, -1) };
}

/**
 * Runs every chain the document links: for each path `<prefix>/{p}` with a GET, and a POST on
 * `<prefix>`, a resource is created with a valid random body; `p` is read from the answer's field
 * named `p` (else `id`) or from a `Location` header that matches the path; then the resource is
 * read (it must be there, with what was sent and echoed), updated with PUT or PATCH where
 * documented (a read must show the update), and deleted where documented (a read must not find
 * it). Operations with path parameters no chain fills are reported as not covered.
 */
export async function runChains(host: ChainHost, operations: readonly Operation[]): Promise<void> {
  const linked = new Set<string>();
  const byPath = new Map<string, Map<string, Operation>>();
  for (const op of operations) {
    let methods = byPath.get(op.path);
    if (methods === undefined) byPath.set(op.path, (methods = new Map<string, Operation>()));
    methods.set(op.method, op);
  }
  for (const [path, methods] of byPath) {
    const last = lastParameter(path);
    const read = methods.get('get');
    if (last === undefined || read === undefined) continue;
    const create = byPath.get(last.prefix)?.get('post');
    if (create === undefined) continue;
    const update = methods.get('put') ?? methods.get('patch');
    const remove = methods.get('delete');
    for (const op of [read, update, remove]) if (op !== undefined) linked.add(op.label);
    await runChain(host, path, last.name, create, read, update, remove);
  }
  for (const op of operations) {
    if (!op.path.includes('{') || linked.has(op.label) || op.method === 'post') continue;
    host.notCovered.push({
      operation: op.label,
      what: 'a chain',
      reason:
        'no documented POST on the path before its last parameter creates what it names, so it is only sent example values',
    });
  }
}

async function runChain(
  host: ChainHost,
  path: string,
  name: string,
  create: Operation,
  read: Operation,
  update: Operation | undefined,
  remove: Operation | undefined,
): Promise<void> {
  const steps = [
    create,
    read,
    ...(update === undefined ? [] : [update, read]),
    ...(remove === undefined ? [] : [remove, read]),
  ]
    .map((op) => op.label)
    .join(' -> ');
  const missing = [create, read, update, remove].flatMap((op) => op?.missing ?? []);
  if (missing.length > 0) {
    host.chains.push({ steps, link: '-', outcome: `not run: no credential for ${[...new Set(missing)].join(', ')}` });
    return;
  }
  const before = host.findings.length;
  const stop = (outcome: string): void => {
    host.chains.push({ steps, link, outcome });
  };
  let link = '-';
  const createParts = validParts(host, create, {});
  if (createParts === undefined) return stop(`not run: no valid body for ${create.label} could be made`);
  const created = await host.send(create, 'a valid request that creates the resource of a chain', createParts);
  if (created === undefined) return stop(`stopped: ${create.label} got no answer`);
  host.expectAccepted(create, 'a valid request that creates the resource of a chain', created);
  if (created.status < 200 || created.status >= 300) return stop(`stopped: ${create.label} answered ${created.status}`);
  const found = linkValue(created, name, path);
  if (found === undefined)
    return stop(`stopped: the answer of ${create.label} has no ${name}, id or Location for ${path}`);
  link = found.link;
  const params = { ...createParts.params, [name]: found.value };
  const readParts = host.parts(read, {}, params);
  const described = `${name} = ${JSON.stringify(found.value)}`;

  const readBack = await host.send(read, `a read of the created resource (${described})`, readParts);
  if (readBack === undefined) return stop(`stopped: ${read.label} got no answer`);
  if (readBack.status < 200 || readBack.status >= 300) {
    if (readBack.status !== 429 && readBack.status !== 503)
      host.finding(
        read,
        `a read of the resource just created by ${create.label} (${described})`,
        readBack.status,
        'read-after-create',
        `the created resource cannot be read back: expected 2xx, got ${readBack.status}`,
      );
    return stop(summary(host, before));
  }
  for (const key of echoed(createParts.body, created.json))
    if (!same(field(readBack.json, key), field(created.json, key)))
      host.finding(
        read,
        `a read of the resource just created by ${create.label} (${described})`,
        readBack.status,
        'read-after-create',
        `${key} reads ${JSON.stringify(field(readBack.json, key))}, but it was created as ${JSON.stringify(field(created.json, key))}`,
      );

  if (update !== undefined) {
    const updateParts = validParts(host, update, params);
    if (updateParts === undefined)
      host.notCovered.push({
        operation: update.label,
        what: 'the update step of its chain',
        reason: 'no valid body could be made',
      });
    else {
      const request = `an update of the created resource (${described})`;
      const updated = await host.send(update, request, updateParts);
      host.expectAccepted(update, request, updated);
      if (updated !== undefined && updated.status >= 200 && updated.status < 300) {
        const after = await host.send(read, `a read after ${update.label} (${described})`, readParts);
        if (after !== undefined && after.status >= 200 && after.status < 300)
          for (const key of echoed(updateParts.body, updated.json ?? updateParts.body))
            if (!same(field(after.json, key), field(updateParts.body, key)))
              host.finding(
                read,
                `a read after ${update.label} (${described})`,
                after.status,
                'update-not-visible',
                `the update is not visible: ${key} reads ${JSON.stringify(field(after.json, key))}, but it was updated to ${JSON.stringify(field(updateParts.body, key))}`,
              );
      } else if (updated !== undefined && updated.status === 404)
        host.finding(
          update,
          request,
          404,
          'read-after-create',
          'the resource just created and read cannot be updated: 404',
        );
    }
  }

  if (remove !== undefined) {
    const removed = await host.send(
      remove,
      `a delete of the created resource (${described})`,
      host.parts(remove, {}, params),
    );
    if (removed !== undefined && removed.status >= 200 && removed.status < 300) {
      const request = `a read after ${remove.label} (${described})`;
      const gone = await host.send(read, request, readParts);
      if (gone !== undefined && gone.status >= 200 && gone.status < 300)
        host.finding(
          read,
          request,
          gone.status,
          'delete-leaves-readable',
          `the deleted resource is still readable: expected ${read.responses['404'] === undefined ? 'a 404 (not documented)' : 'the documented 404'}, got ${gone.status}`,
        );
    } else if (removed !== undefined && removed.status === 404)
      host.finding(
        remove,
        `a delete of the created resource (${described})`,
        404,
        'read-after-create',
        'the resource just created and read cannot be deleted: 404',
      );
  }
  return stop(summary(host, before));
}

/** `ok`, or how many findings the chain added. */
function summary(host: ChainHost, before: number): string {
  const added = host.findings.length - before;
  return added === 0 ? 'ok' : `${added} finding${added === 1 ? '' : 's'}`;
}

/** A request of `op` the validator accepts: every optional part with random values, else the smallest. */
function validParts(host: ChainHost, op: Operation, params: Record<string, unknown>): RequestParts | undefined {
  for (const mode of [{ full: true, random: host.random }, { random: host.random }, { full: true }, {}]) {
    const parts = host.parts(op, mode, params);
    if (host.invalidPlace(op, parts) === undefined) return parts;
  }
  return undefined;
}

/** The value for `name` in a creation's answer: its field `name`, else `id`, else the `Location` header matched against `path`. */
function linkValue(created: Got, name: string, path: string): { value: unknown; link: string } | undefined {
  for (const key of [name, 'id']) {
    const value = field(created.json, key);
    if (typeof value === 'string' || typeof value === 'number')
      return { value, link: `${name} from the answer's ${key}` };
  }
  const location = created.headers['location'];
  const text = Array.isArray(location) ? location[0] : location;
  if (text === undefined) return undefined;
  const target = (text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0] ?? '').split('/');
  const pattern = path.split('/');
  if (target.length !== pattern.length) return undefined;
  let value: string | undefined;
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === `{${name}}`) value = decodeURIComponent(target[i]!);
    else if (!segment.startsWith('{') && segment !== target[i]) return undefined;
  }
  return value === undefined ? undefined : { value, link: `${name} from the Location header` };
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The top-level properties sent in `body` that `answer` gives back unchanged: what a later read must show. */
function echoed(body: unknown, answer: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => same(field(answer, key), field(body, key)));
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
