/** Outside judges for generated OpenAPI documents: the official OpenAPI 3.1 JSON Schema and `redocly lint`. */
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

/** The result of one `redocly lint` run. */
export interface LintResult {
  /** Exit code; null when the process was stopped by the time-out. */
  readonly code: number | null;
  readonly timedOut: boolean;
  /** Error and warning counts from `--format=json`; undefined when the output was not JSON. */
  readonly totals: { readonly errors: number; readonly warnings: number; readonly ignored: number } | undefined;
  /** Standard output and standard error, for failure messages. */
  readonly output: string;
  readonly ms: number;
}

/** The @redocly/cli entry point (a devDependency of @fw/runtime), run with this Node. */
const REDOCLY_CLI = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

/**
 * Runs `redocly lint <file> --config <config> --format=json` with telemetry and the update check
 * off (so it opens no network connection) and stops it after `timeoutMs` (default 60 s).
 *
 * @example const result = await redoclyLint('fixtures/spec/app.json', 'fixtures/spec/redocly.yaml')
 */
export function redoclyLint(file: string, config: string, timeoutMs = 60_000): Promise<LintResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [REDOCLY_CLI, 'lint', file, '--config', config, '--format=json'], {
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
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
      let totals: LintResult['totals'];
      try {
        const parsed = JSON.parse(stdout) as { totals?: { errors: number; warnings: number; ignored: number } };
        totals = parsed.totals;
      } catch {
        totals = undefined;
      }
      resolve({
        code,
        timedOut: code === null && signal === 'SIGKILL',
        totals,
        output: stdout + stderr,
        ms: performance.now() - started,
      });
    });
  });
}
