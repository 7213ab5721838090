// Types of scenarios.mjs for the fw servers, which are TypeScript.
export declare const FRAMEWORKS: readonly string[];
export declare const REFERENCES: readonly string[];
export declare const REFERENCE_SERVERS: Readonly<Record<string, readonly string[]>>;
export declare const FRAMEWORK_LABELS: Readonly<Record<string, string>>;
export declare const SERVER_KINDS: readonly string[];
export declare const HELLO: string;
export declare const TEXT_TYPE: string;
export declare const JSON_TYPE: string;
export declare const RESOURCES: readonly string[];
export declare const API_ROUTES: readonly (readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string])[];
export declare const BIG_TABLE_SIZE: number;
export declare const BIG_ROUTES: readonly string[];
export declare function otherAnswer(method: string, pattern: string): string;
export declare function userOf(id: string): { id: string; name: string };
export declare function bigRouteAnswer(index: number, id: string): { route: number; id: string };
export declare const NEW_USER_BODY: string;
export declare const INVALID_USER_BODY: string;
export declare const ROLES: readonly string[];
export declare const EMAIL: RegExp;
export declare function checkNewUser(value: unknown): string[];
export declare const NEW_USER_SCHEMA: object;
export interface CreatedUser {
  id: number;
  name: string;
  email: string;
  age: number | undefined;
  role: string;
}
export declare function userStore(): {
  create(body: { name: string; email: string; age?: number | undefined; role: string }): CreatedUser;
};
export declare function logFile(framework: string): string;
export declare function requestIds(): () => string;
export declare class Counters {
  total: number;
  record(method: string, status: number, durationUs: number): void;
  render(): string;
}
export declare function noopEvent(event: unknown): void;
export declare function handMadeObservability(framework: string): {
  nextId: () => string;
  counters: Counters;
  observe(
    res: import('node:http').ServerResponse,
    method: string,
    path: string,
    start: bigint,
    requestId: string,
  ): void;
};
export declare function announce(port: number): void;
export declare function exitOnSignal(beforeExit?: () => void): void;
export interface HttpScenario {
  id: string;
  title: string;
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  expect: number;
  body?: string;
  pipeline?: number;
  /** Reference servers measured with this scenario (see REFERENCES). */
  extra?: readonly string[];
  /** The frameworks of FRAMEWORKS this scenario runs (all when absent). */
  frameworks?: readonly string[];
  /** Pairs [a, b] whose per-round ratio a/b the report shows. */
  versus?: readonly (readonly [string, string])[];
  about: string;
}
export declare const HTTP_SCENARIOS: readonly HttpScenario[];
