/** Re-exports of the observability middleware, by name: logger, structuredLogger, requestId, metrics, telemetry, tracing, health. */
export { logger, type LoggerOptions } from './logger/index.js';
export { type LogControl, type LogDestination, type LogMiddleware, type SinkOptions } from './logger/sink.js';
export {
  structuredLogger,
  type LogFormat,
  type LogLevel,
  type StructuredLoggerOptions,
} from './structured-logger/index.js';
export { requestId, type RequestIdOptions } from './request-id/index.js';
export { METRICS_CONTENT_TYPE, metrics, type MetricsMiddleware, type MetricsOptions } from './metrics/index.js';
export {
  telemetry,
  type RequestEndEvent,
  type RequestStartEvent,
  type TelemetryEvent,
  type TelemetryOptions,
} from './telemetry/index.js';
export { HTTP_SERVER_DURATION_BUCKETS, tracing, type TracingOptions } from './tracing/index.js';
export { health, type HealthCheck, type HealthOptions } from './health/index.js';
