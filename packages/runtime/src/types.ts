/** Type-level mirrors of the pattern rules: parameter names of a pattern and build-time pattern checks. */

/** An error message type the checker shows when a literal pattern breaks a rule. */
export type PatternError<M extends string> = `fw: ${M}`;

type Split<P extends string> = P extends `${infer A}/${infer B}` ? [A, ...Split<B>] : [P];

type ParamOf<S extends string> = S extends `:${infer N}` ? N : S extends `*${infer N}` ? N : never;

/** The path parameter names of a pattern: `PathParams<'/u/:id/*rest'>` is `'id' | 'rest'`; `string` when the pattern is not a literal. */
export type PathParams<P extends string> = [P] extends [never]
  ? never
  : // An object without keys has every key of P only when P is no union of literals (string, a template).
    Record<never, never> extends Record<P, 1>
    ? string
    : ParamOf<Split<P>[number]>;

type Check<S extends string[], Seen extends string, N extends unknown[], P extends string> = S extends [
  infer H extends string,
  ...infer T extends string[],
]
  ? H extends `${':' | '*'}`
    ? PatternError<`"${P}" has a parameter without a name`>
    : H extends `*${infer W}`
      ? T extends []
        ? W extends Seen
          ? PatternError<`"${P}" uses the parameter name "${W}" twice`>
          : N['length'] extends 8
            ? PatternError<`"${P}" has more than 8 path parameters`>
            : true
        : PatternError<`"${P}": wildcard "*${W}" must be the last segment`>
      : H extends `:${infer X}`
        ? X extends Seen
          ? PatternError<`"${P}" uses the parameter name "${X}" twice`>
          : N['length'] extends 8
            ? PatternError<`"${P}" has more than 8 path parameters`>
            : Check<T, Seen | X, [...N, 1], P>
        : H extends ''
          ? T extends []
            ? true
            : PatternError<`"${P}" has an empty segment ("//")`>
          : Check<T, Seen, N, P>
  : true;

/**
 * `P` when the literal pattern obeys the rules the checker can see (leading `/`, named
 * parameters, no duplicates, at most 8, wildcard last, no `//`), otherwise an error message
 * type, so a bad literal does not compile. Non-literal strings pass; `Router.define` checks them.
 */
export type ValidPattern<P extends string> = string extends P
  ? P
  : P extends `/${infer R}`
    ? Check<Split<R>, never, [], P> extends infer E
      ? E extends true
        ? P
        : E
      : never
    : PatternError<`"${P}" must start with "/"`>;

/** The type of `joinPattern(prefix, pattern)`. */
export type JoinPattern<Prefix extends string, P extends string> = Prefix extends '' | '/'
  ? P
  : Prefix extends `${infer B}/`
    ? JoinPattern<B, P>
    : P extends '/'
      ? Prefix
      : `${Prefix}${P}`;

/** Values accepted for path parameters by `buildPath`. */
export type ParamValue = string | number | bigint | boolean;
