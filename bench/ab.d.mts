// Types of ab.mjs for the TypeScript tests.
export interface AbServer {
  name: string;
  file: string;
  args: string[];
}
export declare function parseAbArgs(argv: string[]): {
  rounds: number;
  seconds: number;
  warmup: number;
  scenario: { id: string; path: string; method: string; kind: string };
  servers: AbServer[];
};
