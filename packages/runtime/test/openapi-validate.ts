/** Outside judges for generated OpenAPI documents: the official OpenAPI 3.1 JSON Schema, and scripts/check-openapi.mjs (which adds redocly lint and Spectral). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';

/** The verdict of the OpenAPI schema validator. */
export interface SchemaVerdict {
  readonly valid: boolean;
  /** The validator's errors as JSON text, empty when valid. */
  readonly errors: string;
}

/**
 * A validator against the official OpenAPI JSON Schemas (@seriousme/openapi-schema-validator).
 * The first call compiles the schemas (a few hundred ms); later calls take about a millisecond.
 *
 * @example const judge = openApiJudge(); (await judge.validate(JSON.parse(spec))).valid
 */
export function openApiJudge(): { validate(doc: Record<string, unknown>): Promise<SchemaVerdict> } {
  const validator = new Validator();
  return {
    async validate(doc) {
      // A fresh copy: the validator keeps the document it was given.
      const result = await validator.validate(structuredClone(doc));
      return { valid: result.valid, errors: result.valid ? '' : JSON.stringify(result.errors, null, 2) };
    },
  };
}

/** One document's verdict from scripts/check-openapi.mjs. */
export interface OpenApiVerdict {
  readonly file: string;
  readonly schemaValid: boolean;
  /** Each linter's counts, and its problems as `rule: message at place` lines. */
  readonly redocly: LinterVerdict;
  readonly spectral: LinterVerdict;
  /** Valid, and neither linter reported an error or a warning. */
  readonly ok: boolean;
}

/** What one linter found in one document. */
export interface LinterVerdict {
  readonly errors: number;
  readonly warnings: number;
  readonly problems: readonly string[];
}

/** scripts/check-openapi.mjs, the three outside judges of fw's documents. */
const CHECK_OPENAPI = fileURLToPath(new URL('../../../scripts/check-openapi.mjs', import.meta.url));

/**
 * Runs scripts/check-openapi.mjs on `files`: the OpenAPI 3.1 schema, then `redocly lint` and
 * Spectral with the repository's configurations, each linter run once over all the files. Stops
 * it after `timeoutMs` (default 120 s). Resolves with one verdict per file, in order.
 *
 * @example const [verdict] = await checkOpenApi(['fixtures/spec/fixture-app.openapi.json'])
 */
export function checkOpenApi(files: readonly string[], timeoutMs = 120_000): Promise<OpenApiVerdict[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHECK_OPENAPI, ...files], {
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const verdicts = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as OpenApiVerdict);
      if (verdicts.length !== files.length)
        reject(
          new Error(`check-openapi.mjs gave ${verdicts.length} verdicts (exit ${code ?? signal}):\n${stdout}${stderr}`),
        );
      else resolve(verdicts);
    });
  });
}
