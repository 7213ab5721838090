// Types of hostile-inputs.mjs for the TypeScript tests.

/** fw's and Fastify's default body limit: 1 MiB. */
export declare const LIMIT: number;

/** One request of the hostile-input benchmark. */
export interface HostileInput {
  group: string;
  title: string;
  route: string;
  size: string;
  body(): string;
  contentType: string | undefined;
}
export declare function hostileInputs(): HostileInput[];
