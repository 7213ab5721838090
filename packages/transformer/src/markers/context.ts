/** What every marker rewrite shares: the per-program and per-file state, the type argument, and the marker cache. */
import ts from 'typescript';
import type { ITypiaContext, MetadataSchema } from '../adapters/typia.js';
import type { HoistedCode } from '../emit/hoist.js';
import type { RedosChecker } from '../metadata/redos.js';
import type { LiteralOrder } from '../metadata/order.js';
import type { LibDocs } from '../metadata/libdocs.js';
import type { TypeKeys } from '../cache/keys.js';
import { throughCache, type Ask, type CacheScope } from '../cache/replay.js';
import type { TypeKey } from '../cache/store.js';
import { TransformError } from '../diagnostics.js';
import type { ValidatorKind } from '../programmers/validators.js';
import { nameOf, type NameRegistry } from './names.js';
import type { TypeUse } from './type-doc.js';

/** What replacing a marker needs. */
export interface MarkerContext {
  readonly checker: ts.TypeChecker;
  readonly root: string;
  readonly names: NameRegistry;
  readonly typia: ITypiaContext;
  /** Per program: the written order of literal unions and enums. */
  readonly order: LiteralOrder;
  /** Per program: TypeScript lib comments, never a description in the user's document. */
  readonly libDocs: LibDocs;
  /** Per program: the ReDoS verdict of each pattern a generated check runs. */
  readonly redos: RedosChecker;
  /** Per program: each type's metadata, analysed once however many markers name it. */
  readonly metadata: Map<ts.Type, MetadataSchema>;
  /** Per file: one hoisted validator per type and kind, shared by every marker of that type. */
  readonly validators: Map<ts.Type, Partial<Record<ValidatorKind, ts.Identifier>>>;
  /**
   * Per file: the hoisted `const __fw_type_<Name>` holding a type's TypeDoc literal, by type and
   * use; every marker of the type with that use refers to it (the runtime only reads these).
   */
  readonly typeDocs: Map<ts.Type, Partial<Record<TypeUse, ts.Identifier>>>;
  /** Per file: one hoisted `{ validate, typeName }` per type, passed by every bare `parseBody<T>()`. */
  readonly parseOptions: Map<ts.Type, ts.Identifier>;
  /** Per file: the hoisted validators and type data, placed after the imports. */
  readonly code: HoistedCode;
  /** Per file: the hoisted parse options, placed after the validators they refer to. */
  readonly hoisted: ts.Statement[];
  /** Per program: cache keys of types; undefined when no marker cache is used. */
  readonly keys?: TypeKeys | undefined;
  /** Per file: the marker cache of the runner service, kept across programs. */
  readonly cache?: CacheScope | undefined;
  /** For the document module (document/slice.ts): generates schemas only, no validators or writers' checks. */
  readonly documentOnly?: boolean | undefined;
}

/**
 * `make()` through the marker cache, as the piece `piece` of `type`: reused when the type and
 * everything its generated code depends on are unchanged since an earlier emit.
 */
export function cached<T>(ctx: MarkerContext, type: ts.Type, piece: string, make: (ask: Ask) => T): T {
  return throughCache(ctx.cache, keyOf(ctx, type), piece, make);
}

/** The marker cache's key of `type`, or undefined when no cache is used (or the type has none). */
export function keyOf(ctx: MarkerContext, type: ts.Type): TypeKey | undefined {
  if (ctx.cache === undefined || ctx.keys === undefined) return undefined;
  const { source, text } = nameOf(type, ctx.checker, ctx.root);
  return ctx.keys.keyOf(type, source, text);
}

/** The type argument of a marker call; FW2002 when it has none. */
export function typeArgument(call: ts.CallExpression, marker: string, checker: ts.TypeChecker): ts.Type {
  const node = call.typeArguments?.[0];
  if (node === undefined) throw new TransformError('FW2002', { marker }, call);
  return checker.getTypeFromTypeNode(node);
}
