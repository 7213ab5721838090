/** A type's metadata from typia's MetadataFactory, analysed once per program, with the checks every analysed type must pass. */
import ts from 'typescript';
import { analyzeType, type ITypiaContext, type MetadataSchema } from '../adapters/typia.js';
import { TransformError } from '../diagnostics.js';
import { isAccepted, patternLiterals, patternsOf, type RedosChecker } from './redos.js';

/** What analysing a type needs (a part of the markers' context). */
export interface AnalyzeContext {
  readonly checker: ts.TypeChecker;
  readonly typia: ITypiaContext;
  /** Per program: the ReDoS verdict of each pattern a generated check runs. */
  readonly redos: RedosChecker;
  /** Per program: each type's metadata, analysed once however many markers name it. */
  readonly metadata: Map<ts.Type, MetadataSchema>;
}

/**
 * The metadata of `type`, asked for by the marker `call`: FW2001 when typia cannot describe the
 * type, FW2011 when a check of it would run a regular expression in more than linear time.
 */
export function analyze(ctx: AnalyzeContext, call: ts.CallExpression, type: ts.Type): MetadataSchema {
  const cached = ctx.metadata.get(type);
  if (cached !== undefined) return cached;
  const result = analyzeType(ctx.checker, ctx.typia.transformer, type);
  if ('reason' in result) {
    throw new TransformError('FW2001', { type: ctx.checker.typeToString(type), reason: result.reason }, call);
  }
  checkPatterns(ctx, call, result.metadata);
  ctx.metadata.set(type, result.metadata);
  return result.metadata;
}

/**
 * Refuses a type whose checks would run a regular expression that can take time growing faster
 * than its input (FW2011), at the `Pattern` tag that wrote it unless a `fw-accept-redos` comment
 * accepts it there.
 */
function checkPatterns(ctx: AnalyzeContext, call: ts.CallExpression, meta: MetadataSchema): void {
  for (const { pattern, from } of patternsOf(meta)) {
    const finding = ctx.redos.check(pattern);
    if (finding === null) continue;
    const literals = from === 'tag' ? patternLiterals(ctx.typia.program, pattern) : [];
    const refused = literals.filter((literal) => !isAccepted(literal));
    if (literals.length > 0 && refused.length === 0) continue;
    const kind = from === 'tag' ? 'tags.Pattern' : 'the template literal type';
    throw new TransformError(
      'FW2011',
      { kind, pattern, complexity: finding.complexity, attack: finding.attack },
      refused[0] ?? call,
    );
  }
}
