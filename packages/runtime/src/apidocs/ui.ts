/** apidocs.ui: the Swagger UI page and the OpenAPI JSON endpoint as a middleware. */
import type { Middleware } from '../context.js';

/** `apidocs.ui` configuration (seed 2.7). */
export interface UiConfig {
  /** The document from `apidocs.generateSpec`. */
  readonly specJson: string;
  /** Page path; the document is at `<path>/openapi.json`. Default `/api/docs`. */
  readonly path?: string;
  /** swagger-ui-dist version loaded from the CDN; default `5.18.2`. */
  readonly cdnVersion?: string;
  /** `cdn` (default) or `local`: serve the installed swagger-ui-dist files, no inline script. */
  readonly assets?: 'cdn' | 'local';
}

/** The docs page middleware. */
export function ui(config: UiConfig): Middleware {
  void config;
  throw new Error('apidocs.ui is being implemented');
}
