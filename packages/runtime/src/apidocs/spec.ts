/** apidocs.generateSpec: the OpenAPI 3.1.0 document assembled from documented routes. */
import type { AnyRouteLike } from '../route.js';

/** A security scheme for `components/securitySchemes` (seed SecurityScheme). */
export interface SecurityScheme {
  /** Identifier referenced from `ApiDoc.security`. */
  readonly name: string;
  /** Default `http`. */
  readonly type?: 'http' | 'apiKey' | 'openIdConnect';
  /** HTTP scheme such as `bearer` or `basic` (type `http`). */
  readonly scheme?: string;
  /** Format hint such as `JWT` (type `http`, scheme `bearer`). */
  readonly bearerFormat?: string;
  /** Where the key travels (type `apiKey`). */
  readonly in?: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name, such as `X-API-Key` (type `apiKey`). */
  readonly paramName?: string;
  /** Discovery URL (type `openIdConnect`; OpenAPI requires it). */
  readonly openIdConnectUrl?: string;
  /** Human-readable text. */
  readonly description?: string;
}

/** `apidocs.generateSpec` configuration (seed SpecConfig). */
export interface SpecConfig {
  /** Default `API Documentation`. */
  readonly title?: string;
  /** Default empty. */
  readonly description?: string;
  /** API version; default `1.0.0`. */
  readonly version?: string;
  /** The single `servers` entry; default `/`. */
  readonly serverUrl?: string;
  /** Schemes for `components/securitySchemes`. */
  readonly securitySchemes?: readonly SecurityScheme[];
}

/** Builds the OpenAPI 3.1.0 JSON document of the routes that have `.doc()`. */
export function generateSpec(config: SpecConfig, routes: readonly AnyRouteLike[]): string {
  void config;
  void routes;
  throw new Error('generateSpec is being implemented');
}
