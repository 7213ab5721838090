/** Per-method segment trees that match a request target without allocating. */
import type { ParsedPattern } from './pattern.js';
import { MAX_PARAMS } from './pattern.js';

/** Above this many static children a node looks its children up by a hash of the segment. */
const LINEAR_LIMIT = 6;

/** A 30-bit hash of url[start, end): stays a small integer, so Map look-ups never box it. */
function segmentHash(url: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + url.charCodeAt(i)) & 0x3fffffff;
  return h;
}

class SegmentNode<T> {
  /** This node's static segment text (empty for the root and parameter nodes). */
  readonly key: string;
  staticKeys: string[] = [];
  staticNodes: SegmentNode<T>[] = [];
  /** Built by freeze() when there are many static children: hash -> first node of a collision chain. */
  hashed: Map<number, SegmentNode<T>> | null = null;
  /** Next node with the same hash in `hashed`. */
  sameHash: SegmentNode<T> | null = null;
  param: SegmentNode<T> | null = null;
  wildcard: T | null = null;
  value: T | null = null;

  constructor(key: string) {
    this.key = key;
  }

  staticChild(key: string): SegmentNode<T> {
    const i = this.staticKeys.indexOf(key);
    if (i !== -1) return this.staticNodes[i]!;
    const node = new SegmentNode<T>(key);
    this.staticKeys.push(key);
    this.staticNodes.push(node);
    return node;
  }

  freeze(): void {
    if (this.staticNodes.length > LINEAR_LIMIT) {
      const map = new Map<number, SegmentNode<T>>();
      for (const node of this.staticNodes) {
        const h = segmentHash(node.key, 0, node.key.length);
        node.sameHash = map.get(h) ?? null;
        map.set(h, node);
      }
      this.hashed = map;
    }
    for (const node of this.staticNodes) node.freeze();
    this.param?.freeze();
  }

  /**
   * The static child whose key is the whole segment at `start` (a segment ends at `/` or `end`).
   * Linear children are compared in place, so the segment end is never searched for.
   */
  findStatic(url: string, start: number, end: number): SegmentNode<T> | null {
    if (this.hashed === null) {
      const keys = this.staticKeys;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const keyEnd = start + key.length;
        if (keyEnd <= end && (keyEnd === end || url.charCodeAt(keyEnd) === 0x2f) && url.startsWith(key, start))
          return this.staticNodes[i]!;
      }
      return null;
    }
    let h = 0;
    let segEnd = start;
    for (; segEnd < end; segEnd++) {
      const code = url.charCodeAt(segEnd);
      if (code === 0x2f) break;
      h = (Math.imul(h, 31) + code) & 0x3fffffff;
    }
    const len = segEnd - start;
    let node: SegmentNode<T> | null | undefined = this.hashed.get(h);
    while (node !== undefined && node !== null) {
      if (node.key.length === len && url.startsWith(node.key, start)) return node;
      node = node.sameHash;
    }
    return null;
  }
}

class MethodTree<T> {
  readonly root = new SegmentNode<T>('');
  /** Routes without parameters, keyed by their whole path. */
  readonly statics = new Map<string, T>();
}

/**
 * Matches `(method, target)` to the value of the best route. Precedence at every segment is
 * static, then `:param`, then `*wildcard`, whatever the order routes were added; a branch that
 * fails further down falls back to the next kind. `find` allocates nothing: parameter bounds go
 * into {@link Matcher.bounds} as `[start0, end0, start1, end1, ...]` offsets into the target.
 *
 * @example
 * const m = new Matcher<string>(); m.add('GET', parsePattern('/u/:id'), 'user'); m.freeze()
 * m.find('GET', '/u/42') // 'user'; m.bounds[0] === 3, m.bounds[1] === 5
 */
export class Matcher<T> {
  readonly #trees = new Map<string, MethodTree<T>>();
  /** Parameter bounds of the last successful `find`. */
  readonly bounds = new Int32Array(MAX_PARAMS * 2);
  /** End of the path part (index of `?` or the length) of the last `find`'s target. */
  pathEnd = 0;

  /** Adds a route; the caller has already rejected duplicates. */
  add(method: string, parsed: ParsedPattern, value: T): void {
    let tree = this.#trees.get(method);
    if (tree === undefined) this.#trees.set(method, (tree = new MethodTree<T>()));
    if (parsed.params.length === 0) tree.statics.set(parsed.pattern, value);
    let node = tree.root;
    for (const segment of parsed.segments) {
      if (segment.kind === 'static') node = node.staticChild(segment.value);
      else if (segment.kind === 'param') node = node.param ??= new SegmentNode<T>('');
      else {
        node.wildcard = value;
        return;
      }
    }
    node.value = value;
  }

  /** Builds the look-up tables; call once after the last `add`. */
  freeze(): void {
    for (const tree of this.#trees.values()) tree.root.freeze();
  }

  /** The methods that have any routes. */
  methods(): string[] {
    return [...this.#trees.keys()];
  }

  /** Finds the route for `method` and a target that starts with `/`; null when none matches. */
  find(method: string, target: string): T | null {
    const tree = this.#trees.get(method);
    // A whole-target hit needs no scan for `?`: no pattern contains one.
    const value = tree?.statics.get(target);
    if (value !== undefined) {
      this.pathEnd = target.length;
      return value;
    }
    let end = target.indexOf('?');
    if (end === -1) end = target.length;
    this.pathEnd = end;
    if (tree === undefined) return null;
    return this.#walk(tree.root, target, 1, end, 0);
  }

  /** Methods whose routes match the target's path (the slow path behind 405 and OPTIONS). */
  allowed(target: string): string[] {
    const out: string[] = [];
    for (const method of this.#trees.keys()) if (this.find(method, target) !== null) out.push(method);
    return out;
  }

  /**
   * Recurses only where a failed branch has something to fall back to (a node with both a static
   * child and a `:param` or `*wildcard`); elsewhere it descends in a loop.
   */
  #walk(node: SegmentNode<T>, url: string, pos: number, end: number, pi: number): T | null {
    const bounds = this.bounds;
    for (;;) {
      const child = node.findStatic(url, pos, end);
      const param = node.param;
      const wildcard = node.wildcard;
      if (child !== null) {
        const segEnd = pos + child.key.length;
        if (segEnd === end) {
          if (child.value !== null) return child.value;
        } else if (param === null && wildcard === null) {
          node = child;
          pos = segEnd + 1;
          continue;
        } else {
          const found = this.#walk(child, url, segEnd + 1, end, pi);
          if (found !== null) return found;
        }
      }
      if (param !== null) {
        let segEnd = url.indexOf('/', pos);
        if (segEnd === -1 || segEnd > end) segEnd = end;
        if (segEnd > pos) {
          if (segEnd === end) {
            if (param.value !== null) {
              bounds[pi * 2] = pos;
              bounds[pi * 2 + 1] = segEnd;
              return param.value;
            }
          } else if (wildcard === null) {
            // Written before the branch succeeds: a branch that fails leaves nothing the caller reads.
            bounds[pi * 2] = pos;
            bounds[pi * 2 + 1] = segEnd;
            node = param;
            pos = segEnd + 1;
            pi++;
            continue;
          } else {
            const found = this.#walk(param, url, segEnd + 1, end, pi + 1);
            if (found !== null) {
              bounds[pi * 2] = pos;
              bounds[pi * 2 + 1] = segEnd;
              return found;
            }
          }
        }
      }
      if (wildcard !== null) {
        bounds[pi * 2] = pos;
        bounds[pi * 2 + 1] = end;
        return wildcard;
      }
      return null;
    }
  }
}
