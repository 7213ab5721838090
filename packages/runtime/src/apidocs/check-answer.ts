/**
 * One answer against its documented response, for `checkContract`: the documented headers, the
 * content type, the JSON body's schema, and properties the schema does not declare.
 */
import type { SchemaCheck } from './check.js';
import type { Json } from './check-values.js';

/** A problem of an answer: what kind, and the sentence that says it. */
export interface AnswerProblem {
  readonly kind: 'header' | 'content-type' | 'no-content' | 'not-json' | 'answer-shape' | 'undocumented-field';
  readonly text: string;
}

/** What checking an answer needs: a compiled check of a schema, and of its strict copy (every object closed). */
export interface AnswerChecks {
  check(schema: Json): SchemaCheck;
  strictCheck(schema: Json): SchemaCheck;
}

/** The parts of an answer the checks read. */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * What is wrong with `answer` against `documented` (its response object): documented headers
 * (see {@link headerProblems}), a body where none is documented, a content type the document does
 * not list, a body that is not JSON or does not match the schema, and a property that no object of
 * the schema declares (the schema with `additionalProperties: false` added to every object that
 * lists its properties and says nothing of others).
 */
export function answerProblems(
  documented: Json,
  answer: Answer,
  method: string,
  checks: AnswerChecks,
): AnswerProblem[] {
  const problems: AnswerProblem[] = headerProblems(documented, answer.headers, (schema, value) =>
    checks.check(schema)(value),
  ).map((text) => ({ kind: 'header', text }));
  if (method === 'head' || answer.status === 204 || answer.status === 304) return problems;
  const content = documented['content'] as Json | undefined;
  if (content === undefined) {
    if (answer.body !== '' && !isPlaceholder(documented))
      problems.push({
        kind: 'no-content',
        text: `the answer has a body (${answer.body.length} characters${typeOf(answer.headers)}) where the document says status ${answer.status} has none: ${answer.body.slice(0, 60)}`,
      });
    return problems;
  }
  const type = answer.headers['content-type'];
  const media = (Array.isArray(type) ? type[0] : type)?.split(';')[0]?.trim().toLowerCase();
  const listed = Object.keys(content);
  if (answer.body !== '' && !listed.some((name) => mediaMatches(name.toLowerCase(), media))) {
    problems.push({
      kind: 'content-type',
      text: `the answer's content type is ${media === undefined ? 'missing' : media}; the document lists ${listed.join(', ')}`,
    });
    return problems;
  }
  const schema = (content['application/json'] as Json | undefined)?.['schema'] as Json | undefined;
  if (schema === undefined) return problems;
  if (answer.body !== '' && media !== 'application/json' && media?.endsWith('+json') !== true) return problems;
  let value: unknown;
  try {
    value = JSON.parse(answer.body);
  } catch {
    problems.push({ kind: 'not-json', text: `the body is not JSON: ${answer.body.slice(0, 100)}` });
    return problems;
  }
  const check = checks.check(schema);
  if (!check(value)) {
    problems.push({
      kind: 'answer-shape',
      text: `the body does not match the documented schema: ${JSON.stringify(check.errors?.[0] ?? null)}`,
    });
    return problems;
  }
  const strict = checks.strictCheck(schema);
  if (!strict(value)) {
    const error = (strict.errors ?? []).find((e) => (e as Json)['keyword'] === 'additionalProperties') as
      Json | undefined;
    if (error !== undefined) {
      const where = pointerToPath(textOf(error['instancePath']));
      const name = textOf((error['params'] as Json | undefined)?.['additionalProperty']);
      problems.push({
        kind: 'undocumented-field',
        text: `the body has a property the document does not declare: ${name} in ${where}`,
      });
    }
  }
  return problems;
}

/**
 * Whether a response is the placeholder fw writes for a route that documents nothing of its answer
 * (`200` "Successful response", no content, no headers): the document does not say the answer has
 * no body, it says nothing of it.
 */
export function isPlaceholder(documented: Json): boolean {
  return (
    documented['description'] === 'Successful response' &&
    documented['content'] === undefined &&
    documented['headers'] === undefined
  );
}

/** A value of the validator's error that should be text, as text. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** Whether a documented media range (`application/json`, `text/*`, `*\/*`) covers an answer's media type. */
function mediaMatches(range: string, media: string | undefined): boolean {
  if (media === undefined) return false;
  if (range === media || range === '*/*') return true;
  return range.endsWith('/*') && media.startsWith(range.slice(0, -1));
}

/** A JSON pointer as fw writes places: `/items/0/name` as `$.items[0].name`. */
function pointerToPath(pointer: string): string {
  let out = '$';
  for (const raw of pointer.split('/').slice(1)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(step)
      ? `[${step}]`
      : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(step)
        ? `.${step}`
        : `[${JSON.stringify(step)}]`;
  }
  return out;
}

/**
 * A copy of `schema` in which every object schema that lists `properties` and says nothing of
 * other properties refuses them (`additionalProperties: false`); members of an `allOf` are left as
 * they are, since each lists only its own part.
 */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Json;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'allOf' || key === 'enum' || key === 'const' || key === 'examples' || key === 'default')
      out[key] = value;
    else if (key === 'properties' || key === 'schemas' || key === '$defs' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, s]) => [name, closedSchema(s)]));
    } else out[key] = typeof value === 'object' ? closedSchema(value) : value;
  }
  if (
    typeof source['properties'] === 'object' &&
    source['additionalProperties'] === undefined &&
    source['patternProperties'] === undefined &&
    source['unevaluatedProperties'] === undefined
  )
    out['additionalProperties'] = false;
  return out;
}

/** `, <content type>` of an answer, or nothing when it has none. */
function typeOf(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const type = headers['content-type'];
  return type === undefined ? '' : `, ${String(type)}`;
}

/**
 * What is wrong with an answer's headers against its documented response: a header marked
 * `required` that is missing, or a documented header whose value does not match its schema (a
 * header is text: for an `integer`, `number` or `boolean` schema the value is read as one first,
 * so `Retry-After: 30` is the integer 30 and `Retry-After: soon` is not an integer).
 */
function headerProblems(
  documented: Json,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  matches: (schema: Json, value: unknown) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [name, header] of Object.entries((documented['headers'] ?? {}) as Json)) {
    const raw = headers[name.toLowerCase()];
    const text = Array.isArray(raw) ? raw.join(', ') : raw;
    if (text === undefined) {
      if ((header as Json)['required'] === true) problems.push(`the documented header ${name} is missing`);
      continue;
    }
    const schema = ((header as Json)['schema'] ?? { type: 'string' }) as Json;
    const type = schema['type'];
    const value =
      type === 'integer' || type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(text.trim())
          ? Number(text)
          : text
        : type === 'boolean'
          ? text === 'true'
            ? true
            : text === 'false'
              ? false
              : text
          : text;
    if (!matches(schema, value))
      problems.push(
        `the header ${name}: ${JSON.stringify(text.slice(0, 60))} does not match its documented schema ${JSON.stringify(schema)}`,
      );
  }
  return problems;
}
