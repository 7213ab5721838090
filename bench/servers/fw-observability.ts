/**
 * fw server of the observability scenario: the API app behind the recommended stack, in the
 * recommended order (health, requestId, metrics, structuredLogger as JSON lines to a file,
 * telemetry with a no-op callback). `node bench/.out/fw-observability.js`; the log file is BENCH_LOG_FILE.
 */
import { health, metrics, requestId, structuredLogger, telemetry } from '@fw/runtime';
import { logFile, noopEvent } from '../lib/scenarios.mjs';
import { apiApp, serve } from './fw-apps.js';

// A file path destination: fw opens it for appending and writes buffered 16 KiB chunks.
const app = apiApp([
  health(),
  requestId(),
  metrics(),
  structuredLogger({ format: 'json', destination: logFile('fw') }),
  telemetry({ onEvent: noopEvent }),
]);
await serve(app.handler);
