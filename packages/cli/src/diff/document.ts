/** An OpenAPI document being compared: its JSON, where it came from, and `$ref` resolution that tracks JSON pointers. */
import { resolvePointer } from './json.js';

/** A value in a document and the JSON pointer where it is (`#/components/schemas/User`). */
export interface Located {
  readonly value: unknown;
  readonly ptr: string;
  /** Made by the diff (the merge of several schemas): its pointer is where its first part is. */
  readonly synthetic?: boolean;
}

/** One side of a comparison. */
export class ApiDocument {
  /**
   * @param root the parsed document
   * @param label how messages name it: a file path, or `<ref>:<path>` for a git ref
   */
  constructor(
    readonly root: Record<string, unknown>,
    readonly label: string,
  ) {}

  /** The value at `ptr`. */
  at(ptr: string): Located {
    return { value: resolvePointer(this.root, ptr), ptr };
  }

  /**
   * Follows `$ref` (local `#/...` references) until a value that is not one, and returns it with
   * its own pointer; a reference cycle or a reference to nothing ends at an empty schema.
   */
  deref(node: Located): Located {
    let current = node;
    const seen = new Set<string>();
    for (;;) {
      const ref = refOf(current.value);
      if (ref === undefined) return current;
      if (seen.has(ref) || !ref.startsWith('#')) return { value: {}, ptr: current.ptr };
      seen.add(ref);
      const value = resolvePointer(this.root, ref);
      if (value === undefined) return { value: {}, ptr: current.ptr };
      current = { value, ptr: ref };
    }
  }
}

/** The `$ref` of a reference object, or undefined. */
export function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? ref : undefined;
}

/** `value` as a record, or an empty one when it is not an object. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
