/**
 * The contract test anyone can run: every documented operation of an app is sent requests made
 * from its document (valid ones, ones at each boundary of its types, ones that break exactly one
 * constraint, and chains that create, read, update and delete one resource), and every answer is
 * checked against the document by a JSON Schema validator the caller brings (ajv with its 2020
 * dialect), so the document is tested against the running app.
 */
import type { App } from '../app/dispatch.js';
import type { InjectResponse } from '../inject.js';
import { answerProblems, closedSchema, isPlaceholder, type Answer } from './check-answer.js';
import { REMOVE, UNKNOWN_KEY, valueCases, type SkippedConstraint, type ValueCase } from './check-cases.js';
import { runChains, type ChainHost } from './check-chains.js';
import {
  dig,
  example,
  pathText,
  Random,
  shortJson,
  type ExampleMode,
  type Json,
  type Resolve,
} from './check-values.js';

/** A compiled JSON Schema check, as ajv's `compile` returns it. */
export interface SchemaCheck {
  (value: unknown): boolean;
  readonly errors?: readonly unknown[] | null;
}

/** What `checkContract` needs of a JSON Schema validator: ajv's `compile` (2020-12 dialect, formats added). */
export interface SchemaCompiler {
  compile(schema: object): SchemaCheck;
}

/** Options of {@link checkContract}. */
export interface ContractCheckOptions {
  /** The independent validator, such as `addFormats(new Ajv2020({ strict: false }))`. */
  readonly validator: SchemaCompiler;
  /** Request headers that satisfy each security scheme, by scheme name: `{ bearerAuth: { authorization: 'Bearer t' } }`. */
  readonly credentials?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Which run: its number picks the generated values and the order of the cases, so the same number sends the same requests again and another tries other values. Default 1. */
  readonly replay?: number;
  /** Most requests the run sends; the cases left over are reported as not covered. Default 5000. */
  readonly budget?: number;
  /** Longest an answer may take, in milliseconds; a slower one is a finding and its operation gets no more requests. Default 5000. */
  readonly timeLimitMs?: number;
}

/** What kind of fault a finding is. */
export type FindingKind =
  | 'undocumented-status'
  | 'answer-shape'
  | 'undocumented-field'
  | 'header'
  | 'content-type'
  | 'no-content'
  | 'not-json'
  | 'accepted-invalid'
  | 'refused-valid'
  | 'unnamed-problem'
  | 'crash'
  | 'unexpected-status'
  | 'auth-bypass'
  | 'read-after-create'
  | 'update-not-visible'
  | 'delete-leaves-readable'
  | 'slow';

/** One answer that does not match the document or the types, with the request that got it. */
export interface ContractMismatch {
  /** `GET /users/{id}`. */
  readonly operation: string;
  /** What was sent: `a valid request`, `a body with $.name of 101 characters, above its maxLength 100`, `no credentials`, ... */
  readonly request: string;
  /** The answer's status; 0 when no answer came within the time limit. */
  readonly status: number;
  /** What was expected and what came instead. */
  readonly problem: string;
  readonly kind: FindingKind;
}

/** A documented answer no request of the run got, and why. */
export interface UncoveredAnswer {
  /** `GET /users/{id}`. */
  readonly operation: string;
  readonly status: string;
  /** Why no request got it: `no credential for bearerAuth (pass --credential ...)`, ... */
  readonly reason: string;
}

/** A chain of operations tried on one resource: its steps and what came of them. */
export interface ChainReport {
  /** `POST /users -> GET /users/{id} -> DELETE /users/{id} -> GET /users/{id}`. */
  readonly steps: string;
  /** How the answer fed the path: `id from the answer's id`, `id from the Location header`. */
  readonly link: string;
  /** `ok`, `2 findings`, or why it stopped: `POST /users answered 409`. */
  readonly outcome: string;
}

/** Something the run could not test, and why. */
export interface NotCovered {
  /** `POST /users`, or `all` for what no operation got. */
  readonly operation: string;
  /** `the pattern ^a+$ of $.code`, `12 cases`, ... */
  readonly what: string;
  readonly reason: string;
}

/** What a run found. */
export interface ContractReport {
  /** How many requests were sent. */
  readonly requests: number;
  /** The run's number (`replay`): giving it again sends the same requests. */
  readonly replay: number;
  /** Every finding: answers the document does not allow, and answers the types or the chains say are wrong. */
  readonly mismatches: readonly ContractMismatch[];
  /** How many documented operation/status pairs some request got (and was checked against). */
  readonly covered: number;
  /** The documented operation/status pairs no request got, each with the reason. */
  readonly uncovered: readonly UncoveredAnswer[];
  /** The chains of operations tried. */
  readonly chains: readonly ChainReport[];
  /** What the run could not test, and why. */
  readonly notCovered: readonly NotCovered[];
}

/** An OpenAPI parameter object, as far as the check reads one. */
interface ParameterDoc {
  readonly name: string;
  readonly in: string;
  readonly required?: unknown;
  readonly schema?: Json;
}

/** One documented operation, read once from the document. */
export interface Operation {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly responses: Json;
  readonly parameters: readonly ParameterDoc[];
  /** The request headers that present the credentials chosen for it. */
  readonly auth: Readonly<Record<string, string>>;
  /** The schemes chosen for it. */
  readonly schemes: readonly string[];
  /** Schemes it needs that no credential was given for. */
  readonly missing: readonly string[];
  /** Whether it needs credentials: it has security and no alternative without any. */
  readonly needsAuth: boolean;
  readonly bodySchema: Json | undefined;
  readonly hasBody: boolean;
}

/** The values of a request before they become text: path, query and header parameters by name, and the body. */
export interface RequestParts {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, unknown>;
  /** The JSON body; undefined: none. */
  readonly body?: unknown;
}

/** An answer as the check keeps it: its status, headers, text and JSON (undefined when not JSON). */
export interface Got extends Answer {
  readonly json: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const TIMED_OUT = Symbol('timed out');

/**
 * Tests an app against its OpenAPI document, in three rounds, and checks every answer: its status
 * is documented, its documented headers are there when marked `required` and match their
 * schemas, its content type is a documented one, its JSON body matches the documented schema and
 * has no property the schema does not declare, and it has no body where the document gives none.
 *
 * 1. Each operation gets a valid request made from the document (its path parameters, required
 *    query parameters and headers, and a body of required properties), a second one with every
 *    optional part, and for each answer fw documents by itself a request that triggers it (a body
 *    of the wrong type for 400, a non-JSON body for 415, no credentials and a wrong credential where
 *    the operation needs them).
 * 2. Chains: an operation whose answer carries a value for another's path parameter (a created
 *    `id`, or a `Location` header that matches its path) is followed by a read, an update and a
 *    delete of that resource, each followed by a read: a resource that cannot be read back, an
 *    update not visible on read and a delete that leaves it readable are findings.
 * 3. Cases from the types: for each constraint of the body and the parameters, a request that
 *    breaks exactly that constraint (which must get a 400 naming its place), the requests at each
 *    boundary (which must be accepted) and random valid requests; every value is checked by the
 *    validator before it is sent, so a case the validator disagrees with is never a finding.
 *
 * Credentials (`credentials`, by scheme) are sent for the first alternative of the operation's
 * `security` whose every scheme has them. `replay` numbers the run (the same number repeats it), `budget` bounds the
 * requests (cases are shared fairly between operations), `timeLimitMs` bounds each answer.
 *
 * @example
 * const report = await checkContract(app, spec, { validator: addFormats(new Ajv2020({ strict: false })) })
 * assert.equal(report.mismatches, [])
 */
export async function checkContract(
  app: App,
  spec: string | object,
  options: ContractCheckOptions,
): Promise<ContractReport> {
  const run = new CheckRun(app, spec, options);
  return run.run();
}

/** One run of the check: the document read once, the compiled checks, the counts and the findings. */
class CheckRun implements ChainHost {
  readonly #app: App;
  readonly #doc: Json;
  readonly #options: ContractCheckOptions;
  readonly #components: Json;
  readonly #strictComponents: Json;
  readonly #compiled = new Map<string, SchemaCheck>();
  readonly #budget: number;
  readonly #timeLimit: number;
  readonly #findingKeys = new Set<string>();
  readonly #reached = new Map<string, Set<string>>();
  readonly #slow = new Set<string>();
  readonly #inconclusive = new Map<string, number>();
  readonly #cut = new Map<string, number>();
  readonly random: Random;
  readonly replay: number;
  readonly findings: ContractMismatch[] = [];
  readonly chains: ChainReport[] = [];
  readonly notCovered: NotCovered[] = [];
  requests = 0;

  constructor(app: App, spec: string | object, options: ContractCheckOptions) {
    this.#app = app;
    this.#doc = (typeof spec === 'string' ? (JSON.parse(spec) as unknown) : spec) as Json;
    this.#options = options;
    this.#components = (this.#doc['components'] ?? {}) as Json;
    this.#strictComponents = closedSchema(this.#components) as Json;
    this.replay = options.replay ?? 1;
    this.random = new Random(this.replay);
    this.#budget = options.budget ?? 5000;
    this.#timeLimit = options.timeLimitMs ?? 5000;
  }

  /** The validator's check of a document schema (compiled once per schema). */
  check(schema: Json): SchemaCheck {
    return this.#compile('open', schema, this.#components);
  }

  /** The check of the schema with every object closed to properties it does not declare. */
  strictCheck(schema: Json): SchemaCheck {
    return this.#compile('closed', closedSchema(schema) as Json, this.#strictComponents);
  }

  #compile(kind: string, schema: Json, components: Json): SchemaCheck {
    const key = `${kind}:${JSON.stringify(schema)}`;
    let check = this.#compiled.get(key);
    if (check === undefined)
      this.#compiled.set(key, (check = this.#options.validator.compile({ ...schema, components })));
    return check;
  }

  readonly resolve: Resolve = (schema) => {
    let current = schema ?? {};
    for (let i = 0; i < 20 && typeof current['$ref'] === 'string'; i++) {
      const path = current['$ref'].replace(/^#\//, '').split('/');
      current = (dig(this.#doc, ...path) ?? {}) as Json;
    }
    return current;
  };

  async run(): Promise<ContractReport> {
    const operations = this.#operations();
    for (const op of operations) await this.#firstRound(op);
    await runChains(this, operations);
    // The cases: each operation gets an equal share of what is left of the budget.
    for (let i = 0; i < operations.length; i++) {
      const share = Math.floor((this.#budget - this.requests) / (operations.length - i));
      await this.#cases(operations[i]!, Math.max(0, share));
    }
    for (const [label, count] of this.#cut)
      this.notCovered.push({
        operation: label,
        what: `${count} request${count === 1 ? '' : 's'}`,
        reason: `the request budget (${this.#budget}) was spent first`,
      });
    for (const [label, count] of this.#inconclusive)
      this.notCovered.push({
        operation: label,
        what: `${count} case${count === 1 ? '' : 's'}`,
        reason: 'their answers tell nothing (429 or 503, or the status the valid request got before the body was read)',
      });
    const uncovered: UncoveredAnswer[] = [];
    let covered = 0;
    for (const op of operations) {
      const reached = this.#reached.get(op.label) ?? new Set();
      for (const status of Object.keys(op.responses)) {
        if (reached.has(status)) covered++;
        else uncovered.push({ operation: op.label, status, reason: whyUncovered(status, op.missing) });
      }
    }
    return {
      requests: this.requests,
      replay: this.replay,
      mismatches: this.findings,
      covered,
      uncovered,
      chains: this.chains,
      notCovered: this.notCovered,
    };
  }

  #operations(): Operation[] {
    const out: Operation[] = [];
    const credentials = this.#options.credentials ?? {};
    for (const [path, item] of Object.entries((this.#doc['paths'] ?? {}) as Json)) {
      for (const method of METHODS) {
        const operation = (item as Json)[method] as Json | undefined;
        if (operation === undefined) continue;
        const schemes = requirementTo(operation['security'], credentials);
        const auth: Record<string, string> = {};
        for (const scheme of schemes) Object.assign(auth, credentials[scheme] ?? {});
        const alternatives = Array.isArray(operation['security']) ? (operation['security'] as Json[]) : [];
        out.push({
          label: `${method.toUpperCase()} ${path}`,
          method,
          path,
          responses: (operation['responses'] ?? {}) as Json,
          parameters: (operation['parameters'] ?? []) as ParameterDoc[],
          auth,
          schemes,
          missing: schemes.filter((scheme) => credentials[scheme] === undefined),
          needsAuth: alternatives.length > 0 && alternatives.every((r) => Object.keys(r ?? {}).length > 0),
          bodySchema: dig(operation['requestBody'], 'content', 'application/json', 'schema') as Json | undefined,
          hasBody: operation['requestBody'] !== undefined,
        });
      }
    }
    return out;
  }

  /** Request parts made from the document: required parts only, every optional part, or random choices. */
  parts(op: Operation, mode: ExampleMode & { min?: boolean }, params: Record<string, unknown> = {}): RequestParts {
    const out: RequestParts = { params: {}, query: {}, headers: {} };
    for (const p of op.parameters) {
      const place =
        p.in === 'path' ? out.params : p.in === 'query' ? out.query : p.in === 'header' ? out.headers : undefined;
      if (place === undefined) continue;
      const schema = this.resolve(p.schema ?? { type: 'string' });
      if (p.in === 'path' && p.name in params) place[p.name] = params[p.name];
      else if (p.required === true || p.in === 'path' || mode.full === true || (mode.random?.next() ?? 1) < 0.5)
        // A query array of no items is no parameter at all: a required one gets an item.
        place[p.name] = example(schema, this.resolve, schema['type'] === 'array' ? { ...mode, full: true } : mode);
    }
    const body = op.hasBody ? example(op.bodySchema ?? {}, this.resolve, mode) : undefined;
    return body === undefined ? out : { ...out, body };
  }

  /** The first place of `parts` the validator refuses, or undefined when every value is valid. */
  invalidPlace(op: Operation, parts: RequestParts): string | undefined {
    for (const p of op.parameters) {
      const place =
        p.in === 'path' ? parts.params : p.in === 'query' ? parts.query : p.in === 'header' ? parts.headers : undefined;
      if (place === undefined || !(p.name in place)) continue;
      if (!this.check(p.schema ?? {})(place[p.name])) return `${rootOf(p)}`;
    }
    if (op.hasBody && op.bodySchema !== undefined && !this.check(op.bodySchema)(parts.body)) return '$';
    return undefined;
  }

  /**
   * Records a finding once per operation, status and problem; a crash found on a request whose
   * status was already reported as undocumented takes that finding's place (one finding a request).
   */
  finding(op: Operation, request: string, status: number, kind: FindingKind, problem: string): void {
    const key = `${op.label}\n${status}\n${problem}`;
    if (this.#findingKeys.has(key)) return;
    this.#findingKeys.add(key);
    const same = this.findings.findIndex(
      (f) =>
        f.operation === op.label && f.request === request && f.status === status && f.kind === 'undocumented-status',
    );
    if (kind === 'crash' && same >= 0) {
      this.findings[same] = {
        operation: op.label,
        request,
        status,
        kind,
        problem: `${problem} (and ${status} is not documented)`,
      };
      return;
    }
    this.findings.push({ operation: op.label, request, status, problem, kind });
  }

  /**
   * Sends one request (unless the budget is spent or the operation was too slow before) and checks
   * the answer against the document; resolves with the answer, or undefined when none came.
   */
  async send(
    op: Operation,
    request: string,
    parts: RequestParts,
    init: { path?: string; raw?: string; type?: string; headers?: Record<string, string> } = {},
  ): Promise<Got | undefined> {
    if (this.#slow.has(op.label)) return undefined;
    if (this.requests >= this.#budget) {
      this.#cut.set(op.label, (this.#cut.get(op.label) ?? 0) + 1);
      return undefined;
    }
    this.requests++;
    const headers: Record<string, string> = { ...(init.headers ?? this.headersOf(op, parts)) };
    let body: string | undefined;
    if (init.raw !== undefined) {
      body = init.raw;
      headers['content-type'] = init.type ?? 'text/plain';
    } else if (parts.body !== undefined) {
      body = JSON.stringify(parts.body);
      headers['content-type'] = 'application/json';
    }
    const pending = this.#app.request(init.path ?? this.target(op, parts), {
      method: op.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const res: InjectResponse | typeof TIMED_OUT = await Promise.race([
      pending,
      new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), this.#timeLimit);
      }),
    ]).finally(() => clearTimeout(timer));
    if (res === TIMED_OUT) {
      pending.catch(() => {});
      this.#slow.add(op.label);
      this.finding(
        op,
        request,
        0,
        'slow',
        `no answer within the time limit of ${this.#timeLimit} ms; its other requests were not sent`,
      );
      return undefined;
    }
    const responses = op.responses;
    let reached = this.#reached.get(op.label);
    if (reached === undefined) this.#reached.set(op.label, (reached = new Set()));
    reached.add(responses[String(res.status)] === undefined ? 'default' : String(res.status));
    const got: Got = { status: res.status, headers: res.headers, body: res.body, json: parseJson(res.body) };
    const documented = (responses[String(res.status)] ?? responses['default']) as Json | undefined;
    if (documented === undefined) {
      this.finding(
        op,
        request,
        res.status,
        'undocumented-status',
        `status ${res.status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      );
      return got;
    }
    for (const problem of answerProblems(documented, got, op.method, this))
      this.finding(op, request, res.status, problem.kind, problem.text);
    return got;
  }

  /** The request headers of `parts`: the credentials, then each header parameter as text. */
  headersOf(op: Operation, parts: RequestParts): Record<string, string> {
    const headers: Record<string, string> = { ...op.auth };
    for (const [name, value] of Object.entries(parts.headers))
      if (value !== undefined) headers[name.toLowerCase()] = text(value);
    return headers;
  }

  /** The request target of `parts`: the path with its parameters filled and the query string. */
  target(op: Operation, parts: RequestParts): string {
    const path = op.path.replace(/\{([^{}]+)\}/g, (_, name: string) =>
      encodeURIComponent(text(parts.params[name] ?? 'x')),
    );
    const query: string[] = [];
    for (const [name, value] of Object.entries(parts.query)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        query.push(`${encodeURIComponent(name)}=${encodeURIComponent(text(one))}`);
    }
    return query.length === 0 ? path : `${path}?${query.join('&')}`;
  }

  /** A valid request (checked by the validator first) must not be refused with 400 or fail with 5xx. */
  expectAccepted(op: Operation, request: string, got: Got | undefined): void {
    if (got === undefined) return;
    if (got.status === 400)
      this.finding(
        op,
        request,
        400,
        'refused-valid',
        `refused a request its types accept: ${problemsOf(got).join('; ') || got.body.slice(0, 100)}`,
      );
    else if (got.status >= 500 && got.status !== 503)
      this.finding(op, request, got.status, 'crash', `failed with ${got.status} on a request its types accept`);
    else if (got.status === 429 || got.status === 503) this.#inconclusiveCase(op);
  }

  #inconclusiveCase(op: Operation): void {
    this.#inconclusive.set(op.label, (this.#inconclusive.get(op.label) ?? 0) + 1);
  }

  /** Round 1: the valid requests, and the requests that trigger fw's own 400, 415 and 401. */
  async #firstRound(op: Operation): Promise<void> {
    const minimal = this.parts(op, {});
    const full = this.parts(op, { full: true });
    const minimalBad = this.invalidPlace(op, minimal);
    const fullBad = this.invalidPlace(op, full);
    const canJudge = op.missing.length === 0;
    for (const p of op.parameters)
      if (p.in === 'cookie')
        this.notCovered.push({
          operation: op.label,
          what: `the cookie ${p.name}`,
          reason: 'the check sends no cookies',
        });
    if (op.hasBody && op.bodySchema === undefined)
      this.notCovered.push({ operation: op.label, what: 'its body', reason: 'the check sends JSON bodies only' });
    for (const [status, documented] of Object.entries(op.responses))
      if (isPlaceholder(documented as Json))
        this.notCovered.push({
          operation: op.label,
          what: `the body of its ${status}`,
          reason: 'the document does not describe it (fw writes this placeholder for a route that documents no answer)',
        });
    // The credentials are tested first, while what the valid requests change (a delete) is still there.
    const responses = op.responses;
    if (responses['401'] !== undefined || op.needsAuth) {
      const authNames = new Set(Object.keys(op.auth).map((name) => name.toLowerCase()));
      const without = Object.fromEntries(
        Object.entries(this.headersOf(op, minimal)).filter(([name]) => !authNames.has(name)),
      );
      const answer = await this.send(op, 'no credentials', minimal, { headers: without });
      if (op.needsAuth && answer !== undefined && answer.status < 400)
        this.finding(
          op,
          'no credentials',
          answer.status,
          'auth-bypass',
          `answered ${answer.status} without credentials; its security requires ${op.schemes.join(' and ')}`,
        );
      if (op.needsAuth) {
        const wrong = wrongCredentials(op.schemes, dig(this.#components, 'securitySchemes') as Json | undefined);
        if (wrong !== undefined) {
          const request = `a wrong credential (${Object.keys(wrong).join(', ')})`;
          const answer2 = await this.send(op, request, minimal, { headers: { ...without, ...wrong } });
          if (answer2 !== undefined && answer2.status < 400)
            this.finding(
              op,
              request,
              answer2.status,
              'auth-bypass',
              `answered ${answer2.status} to a wrong credential; its security requires ${op.schemes.join(' and ')}`,
            );
        }
      }
    }
    const got = await this.send(op, 'a valid request', minimal);
    if (minimalBad === undefined && canJudge) this.expectAccepted(op, 'a valid request', got);
    if (minimalBad !== undefined)
      this.notCovered.push({
        operation: op.label,
        what: `a valid value of ${minimalBad}`,
        reason:
          'the value made from its schema is not valid for the validator (a pattern or shape the check cannot make)',
      });
    if (
      Object.keys(full.query).length > Object.keys(minimal.query).length ||
      Object.keys(full.headers).length > Object.keys(minimal.headers).length ||
      JSON.stringify(full.body) !== JSON.stringify(minimal.body)
    ) {
      const request = 'a valid request with every optional part';
      const gotFull = await this.send(op, request, full);
      if (fullBad === undefined && canJudge) this.expectAccepted(op, request, gotFull);
    }
    if (responses['400'] !== undefined && op.hasBody)
      await this.send(op, 'a body of the wrong type', { ...minimal, body: [] });
    if (responses['415'] !== undefined && op.hasBody)
      await this.send(op, 'a body that is not JSON', minimal, { raw: 'not json', type: 'text/plain' });
  }

  /** Round 3: the cases of each constraint, the boundaries and random valid requests, at most `allowance` of them. */
  async #cases(op: Operation, allowance: number): Promise<void> {
    if (op.missing.length > 0) {
      this.notCovered.push({
        operation: op.label,
        what: 'its cases from the types',
        reason: `no credential for ${op.missing.join(', ')}`,
      });
      return;
    }
    let base = this.parts(op, { full: true });
    if (this.invalidPlace(op, base) !== undefined) base = this.parts(op, {});
    if (this.invalidPlace(op, base) !== undefined) {
      this.notCovered.push({
        operation: op.label,
        what: 'its cases from the types',
        reason: 'no valid request could be made to start from',
      });
      return;
    }
    const skipped: SkippedConstraint[] = [];
    const cases: Case[] = [];
    const baseline = await this.#baselineStatus(op, base);
    for (const p of op.parameters) {
      const where = p.in === 'path' ? 'params' : p.in === 'query' ? 'query' : p.in === 'header' ? 'headers' : undefined;
      if (where === undefined) continue;
      const root = rootOf(p);
      const values = base[where];
      if (!(p.name in values)) continue;
      if (p.required === true && p.in !== 'path')
        cases.push({
          kind: 'violation',
          steps: [],
          value: REMOVE,
          what: 'left out (required)',
          where,
          name: p.name,
          root,
        });
      for (const c of valueCases(p.schema ?? {}, values[p.name], this.resolve, 'text', this.random, skipped)) {
        if (p.in === 'path' && (c.value === REMOVE || String(c.value) === '' || c.steps.length > 0)) continue;
        cases.push({ ...c, where, name: p.name, root });
      }
    }
    if (op.hasBody && op.bodySchema !== undefined)
      for (const c of valueCases(op.bodySchema, base.body, this.resolve, 'body', this.random, skipped))
        cases.push({ ...c, where: 'body', name: '', root: '$' });
    for (const s of skipped)
      this.notCovered.push({ operation: op.label, what: `${s.what} of ${pathText('$', s.steps)}`, reason: s.reason });

    const documented400 = op.responses['400'] !== undefined;
    if (!documented400 && cases.some((c) => c.kind === 'violation'))
      this.notCovered.push({
        operation: op.label,
        what: 'requests that break its types',
        reason: 'it documents no 400, so it declares no validation',
      });
    const planned: (() => Promise<void>)[] = [];
    for (const c of this.random.shuffle(cases)) {
      if (c.kind === 'violation' && !documented400) continue;
      const parts = applyCase(base, c);
      const container = c.where === 'body' ? parts.body : parts[c.where][c.name];
      const schema =
        c.where === 'body'
          ? op.bodySchema!
          : (op.parameters.find((p) => p.name === c.name && rootOf(p) === c.root)?.schema ?? {});
      const valid = container === undefined ? !(c.kind === 'violation') : this.check(schema)(container);
      if (c.kind === 'violation' && valid && container !== undefined) continue;
      if (c.kind === 'boundary' && !valid) continue;
      planned.push(() => this.#runCase(op, c, parts, baseline));
    }
    for (let i = 0; i < 2 && op.parameters.length + (op.hasBody ? 1 : 0) > 0; i++) {
      const parts = this.parts(op, { random: this.random });
      if (this.invalidPlace(op, parts) !== undefined) continue;
      const request = `a random valid request (${shortJson(parts.body ?? { ...parts.params, ...parts.query })})`;
      planned.push(async () => this.expectAccepted(op, request, await this.send(op, request, parts)));
    }
    if (planned.length > allowance)
      this.#cut.set(op.label, (this.#cut.get(op.label) ?? 0) + planned.length - allowance);
    for (const step of planned.slice(0, allowance)) await step();
  }

  /** The status the base request of the cases gets (sent once; counts towards the budget). */
  async #baselineStatus(op: Operation, base: RequestParts): Promise<number | undefined> {
    const got = await this.send(op, 'the valid request the cases start from', base);
    this.expectAccepted(op, 'the valid request the cases start from', got);
    return got?.status;
  }

  async #runCase(op: Operation, c: Case, parts: RequestParts, baseline: number | undefined): Promise<void> {
    const place = pathText(c.root, c.steps);
    const request = describeCase(c, place);
    const got = await this.send(op, request, parts);
    if (got === undefined) return;
    if (c.kind === 'boundary') return this.expectAccepted(op, request, got);
    if (got.status === 429 || got.status === 503) return this.#inconclusiveCase(op);
    const named = problemsOf(got).map((p) => p.split(': ')[0]!);
    // The problem's place, or a place inside it (a value of the wrong type is named where it fails first).
    const names = (p: string): boolean => {
      const [a, b] = c.where === 'headers' ? [p.toLowerCase(), place.toLowerCase()] : [p, place];
      return a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
    };
    if (c.kind === 'unknown') {
      if (got.status === 400 && !named.some(names))
        this.finding(
          op,
          request,
          400,
          'unnamed-problem',
          `refused the request without naming ${place}: ${named.join(', ') || got.body.slice(0, 100)}`,
        );
      else if (got.status >= 500 && got.status !== 503)
        this.finding(
          op,
          request,
          got.status,
          'crash',
          `failed with ${got.status} on an undeclared property (expected it dropped, or a 400 naming ${place})`,
        );
      return;
    }
    if (got.status === 400) {
      if (!named.some(names))
        this.finding(
          op,
          request,
          400,
          'unnamed-problem',
          `expected a 400 naming ${place}; it named ${named.join(', ') || 'nothing'}`,
        );
      return;
    }
    if (c.where === 'body' && baseline !== undefined && baseline >= 300 && got.status === baseline)
      return this.#inconclusiveCase(op);
    const kind: FindingKind = got.status < 400 ? 'accepted-invalid' : got.status >= 500 ? 'crash' : 'unexpected-status';
    this.finding(op, request, got.status, kind, `expected a 400 naming ${place}, got ${got.status}`);
  }
}

/** One case of a request: the value case, where it goes, and fw's name for its root (`$`, `params.id`). */
interface Case extends ValueCase {
  readonly where: 'body' | 'params' | 'query' | 'headers';
  readonly name: string;
  readonly root: string;
}

/** fw's name of a parameter in its 400 answer: `params.id`, `query.limit`, `headers.x-tenant`. */
function rootOf(p: ParameterDoc): string {
  const where = p.in === 'path' ? 'params' : p.in === 'query' ? 'query' : 'headers';
  return `${where}.${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
}

/** `a body with $.name = "x" (...)`, `query.limit = 1001 (above its maximum 1000)`, `headers.x-tenant left out (required)`. */
function describeCase(c: Case, place: string): string {
  const subject = c.where === 'body' ? `a body with ${place}` : place;
  if (c.value === REMOVE) return `${subject} left out (required)`;
  if (c.steps[c.steps.length - 1] === UNKNOWN_KEY) return `${subject}, ${c.what}`;
  return `${subject} = ${shortJson(c.value)} (${c.what})`;
}

/** A parameter value as the text a request carries (JSON for anything but a string, number or boolean). */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** A copy of `base` with the case's value put at its place. */
function applyCase(base: RequestParts, c: Case): RequestParts {
  const copy = structuredClone<{
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
    body: unknown;
  }>({ params: base.params, query: base.query, headers: base.headers, body: base.body });
  if (c.where === 'body') {
    if (c.steps.length === 0) copy.body = c.value;
    else setAt(copy.body, c.steps, c.value);
  } else {
    const place = copy[c.where];
    if (c.steps.length === 0) {
      if (c.value === REMOVE) delete place[c.name];
      else place[c.name] = c.value;
    } else setAt(place[c.name], c.steps, c.value);
  }
  const out: RequestParts = { params: copy.params, query: copy.query, headers: copy.headers };
  return base.body === undefined && c.where !== 'body' ? out : { ...out, body: copy.body };
}

function setAt(root: unknown, steps: readonly (string | number)[], value: unknown): void {
  let current = root as Record<string | number, unknown>;
  for (const step of steps.slice(0, -1)) current = current[step] as Record<string | number, unknown>;
  const last = steps[steps.length - 1]!;
  if (value === REMOVE) delete current[last];
  else current[last] = value;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The problems of fw's 400 answer as `path: expected ...`, or none when it has no details. */
function problemsOf(got: Got): string[] {
  const details = dig(got.json, 'error', 'details');
  if (!Array.isArray(details)) return [];
  return details.map(
    (d) => `${String(dig(d, 'path'))}: expected ${String(dig(d, 'expected'))}, found ${String(dig(d, 'found'))}`,
  );
}

/** Headers that present a wrong credential for each scheme, or undefined when a scheme travels other than in a header. */
function wrongCredentials(
  schemes: readonly string[],
  definitions: Json | undefined,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const name of schemes) {
    const scheme = (definitions?.[name] ?? {}) as Json;
    const type = scheme['type'];
    const httpScheme = typeof scheme['scheme'] === 'string' ? scheme['scheme'].toLowerCase() : '';
    if (type === 'http' && httpScheme === 'bearer') out['authorization'] = 'Bearer fwc-check-wrong-token';
    else if (type === 'http' && httpScheme === 'basic')
      out['authorization'] = `Basic ${Buffer.from('fwc-check:wrong-password').toString('base64')}`;
    else if (type === 'apiKey' && scheme['in'] === 'header' && typeof scheme['name'] === 'string')
      out[scheme['name'].toLowerCase()] = 'fwc-check-wrong-key';
    else return undefined;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/**
 * The schemes whose credentials the requests present: the first alternative of the operation's
 * `security` that the caller has every credential of (schemes listed together in one requirement
 * are sent together); "no credentials" (`{}`) when the operation allows it and no other
 * alternative can be met; else every scheme of every alternative, so the ones missing a
 * credential are named as the reason of what the run could not reach.
 */
function requirementTo(security: unknown, credentials: Readonly<Record<string, unknown>>): string[] {
  const alternatives = (Array.isArray(security) ? security : []).map((requirement) =>
    Object.keys((requirement ?? {}) as Json),
  );
  const met = alternatives.find((names) => names.length > 0 && names.every((name) => credentials[name] !== undefined));
  if (met !== undefined) return met;
  if (alternatives.some((names) => names.length === 0)) return [];
  return [...new Set(alternatives.flat())];
}

/** Why no request got a documented status: what the check lacks, or what it cannot make happen. */
function whyUncovered(status: string, missingCredentials: readonly string[]): string {
  if (missingCredentials.length > 0 && status !== '401') {
    return `no credential for ${missingCredentials.join(', ')}, so every request got 401 (pass --credential ${missingCredentials[0]}='Authorization: ...')`;
  }
  const reasons: Record<string, string> = {
    '404': 'no request is made for a resource that does not exist',
    '409': 'no request is made in conflict with the state of the app',
    '403': 'no request is made with credentials that lack a permission',
    '413': 'no request is made larger than the body limit',
    '429': 'no request is made past the rate limit',
    '503': 'no request is made to make the app unavailable (a timeout, a store outage)',
    '500': 'no request is made to make the app fail',
    default: 'a catch-all: every status got has its own entry',
  };
  return (
    reasons[status] ?? 'no request the check makes from the document gets it (it may depend on data the app holds)'
  );
}
