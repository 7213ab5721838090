/**
 * Type keys: what the marker cache keeps what was generated for a type under. A key is made of
 * the type's fully qualified text, where its declaration is, and the text (JSDoc included) of
 * every declaration the type's structure and those declarations' names lead to; files taken as
 * unchanging (TypeScript's libs, dependencies) count by their path and modification stamp. A key
 * made in an earlier program is taken over when the edits since cannot have changed it (see
 * keymemo.ts).
 */
import { createHash } from 'node:crypto';
import ts from 'typescript';
import { intrinsicName } from '../adapters/typescript.js';
import { fileStamp } from './disk.js';
import { recordOf, snapshotOf, stillHolds, type ProgramSnapshot } from './keymemo.js';
import type { KeyPart, MarkerCache, TypeKey } from './store.js';

/** More declarations than this behind one type: the type is not cached (its key would cost too much). */
const MAX_DECLARATIONS = 400;

/**
 * Type keys for one program: computed once per type, from the type's text and the text of every
 * declaration it depends on. Undefined for a type whose key cannot be made (too many
 * declarations), which is then generated on every emit.
 */
export class TypeKeys {
  readonly #checker: ts.TypeChecker;
  readonly #program: ts.Program;
  readonly #keys = new Map<ts.Type, TypeKey | undefined>();
  /** Keys of earlier programs (the marker cache's), or undefined to make every key. */
  readonly #cache: MarkerCache | undefined;
  #snapshot: ProgramSnapshot | undefined;

  constructor(program: ts.Program, cache?: MarkerCache) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#cache = cache;
  }

  /** The key of `type`, declared at `source`, whose text (as `typeToString` writes it) is `text`. */
  keyOf(type: ts.Type, source: string, text: string): TypeKey | undefined {
    if (this.#keys.has(type)) return this.#keys.get(type);
    const memo = this.#cache?.keys;
    const lookup =
      memo === undefined ? '' : digestOf({ typeText: text, source, identity: this.#identity(type, 0, new Set()) });
    const known = memo?.get(lookup);
    this.#snapshot ??= snapshotOf(this.#program, (file) => this.#fixed(file));
    if (known !== undefined && stillHolds(known, this.#snapshot)) {
      this.#cache!.keyReused();
      this.#keys.set(type, known.key);
      return known.key;
    }
    let key: TypeKey | undefined;
    const made: Made = { units: new Set(), members: new Set(), reusable: true };
    try {
      key = this.#compute(type, source, text, made);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      key = undefined;
      made.reusable = false;
    }
    if (memo !== undefined) {
      if (memo.size >= MAX_KEY_RECORDS) memo.clear();
      memo.set(lookup, recordOf(key, this.#snapshot, made.units, made.members, made.reusable));
    }
    this.#keys.set(type, key);
    return key;
  }

  /**
   * Which type this is, without its structure: the declarations of it and of its type arguments
   * and union members (file and position), literals by value. Two types of a program with the
   * same text and place (`Page<User>` with another module's `User`) tell apart by it.
   */
  #identity(type: ts.Type, depth: number, seen: Set<ts.Type>): string {
    if (type.isLiteral())
      return JSON.stringify(typeof type.value === 'object' ? String(type.value.base10Value) : type.value);
    if (depth > 6 || seen.has(type)) return '~';
    seen.add(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    const head =
      declaration === undefined
        ? `#${type.flags}:${intrinsicName(type) ?? ''}`
        : `${declaration.getSourceFile().fileName}:${declaration.pos}`;
    const parts: ts.Type[] = [...(type.aliasTypeArguments ?? [])];
    if (
      type.aliasTypeArguments === undefined &&
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0
    )
      parts.push(...this.#checker.getTypeArguments(type as ts.TypeReference));
    if (type.aliasSymbol === undefined && type.isUnionOrIntersection()) parts.push(...type.types);
    return parts.length === 0
      ? head
      : `${head}<${parts.map((part) => this.#identity(part, depth + 1, seen)).join(',')}>`;
  }

  #compute(type: ts.Type, source: string, text: string, made: Made): TypeKey {
    const checker = this.#checker;
    const units = new Set<ts.Node>();
    const parts: KeyPart[] = [];
    // Parts already in the key, by their fields (a union met twice counts once).
    const seenParts = new Set<string>();
    const addPart = (part: KeyPart): void => {
      const id = JSON.stringify(part);
      if (seenParts.has(id)) return;
      seenParts.add(id);
      parts.push(part);
    };
    const seenTypes = new Set<ts.Type>();
    const pending: ts.Node[] = [];

    const addDeclaration = (declaration: ts.Node): void => {
      const unit = unitOf(declaration);
      if (units.has(unit)) return;
      units.add(unit);
      made.units.add(unit);
      if (units.size > MAX_DECLARATIONS) throw new TooLarge();
      const file = unit.getSourceFile();
      if (this.#fixed(file)) {
        addPart({ kind: 'fixed', file: file.fileName, stamp: fixedStamp(file.fileName) });
        return;
      }
      addPart({ kind: 'declaration', file: file.fileName, digest: hashOf(file.text.slice(unit.pos, unit.end)) });
      pending.push(unit);
    };
    const addSymbol = (symbol: ts.Symbol | undefined): void => {
      if (symbol === undefined) return;
      for (const declaration of symbol.declarations ?? []) addDeclaration(declaration);
      if ((symbol.flags & ts.SymbolFlags.Alias) !== 0) {
        const target = checker.getAliasedSymbol(symbol);
        if (target !== symbol) for (const declaration of target.declarations ?? []) addDeclaration(declaration);
      }
    };
    const walkType = (t: ts.Type): void => {
      if (seenTypes.has(t)) return;
      seenTypes.add(t);
      if (seenTypes.size > MAX_DECLARATIONS * 4) throw new TooLarge();
      addSymbol(t.aliasSymbol);
      addSymbol(t.getSymbol());
      for (const argument of t.aliasTypeArguments ?? []) walkType(argument);
      if (t.isUnionOrIntersection()) {
        // The checker orders a union's members by when each type was first made, anywhere in the
        // program (so by which file it checked first); typia's code follows that order, so it is
        // part of the key. Literals are the exception: fw sorts them before typia writes code
        // (sortLiterals), so the key lists them sorted, after the other members.
        const isLiteral = (member: ts.Type): boolean => member.isStringLiteral() || member.isNumberLiteral();
        addPart({
          kind: t.isUnion() ? 'union' : 'intersection',
          members: [
            ...t.types.filter((member) => !isLiteral(member)).map((member) => memberText(member, checker)),
            ...t.types
              .filter(isLiteral)
              .map((member) => memberText(member, checker))
              .sort(),
          ],
        });
        if (t.isUnion()) {
          let objects = 0;
          for (const member of t.types) {
            if (!isLiteral(member) && intrinsicName(member) === undefined) objects++;
            const name = (member.aliasSymbol ?? member.getSymbol())?.name;
            if (name !== undefined) made.members.add(name);
          }
          // Which of two object types a value matches first decides what validation keeps of it.
          if (objects >= 2) made.reusable = false;
        }
        for (const member of t.types) walkType(member);
      }
      if ((t.flags & ts.TypeFlags.TemplateLiteral) !== 0)
        for (const member of (t as ts.TemplateLiteralType).types) walkType(member);
      if ((t.flags & ts.TypeFlags.Object) !== 0) {
        if (((t as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0)
          for (const argument of checker.getTypeArguments(t as ts.TypeReference)) walkType(argument);
        // A type declared only in unchanging files (Array<T>, Partial<T>, a typia tag) is made of
        // those declarations and its type arguments, walked above: its members need no walk.
        if (this.#fixedType(t)) return;
        for (const property of checker.getPropertiesOfType(t)) {
          addSymbol(property);
          walkType(checker.getTypeOfSymbol(property));
        }
        for (const info of checker.getIndexInfosOfType(t)) {
          if (info.declaration !== undefined) addDeclaration(info.declaration);
          walkType(info.keyType);
          walkType(info.type);
        }
        for (const signature of [...t.getCallSignatures(), ...t.getConstructSignatures()]) {
          if (signature.declaration !== undefined) addDeclaration(signature.declaration);
        }
      }
    };
    walkType(type);
    // Every name a declaration uses leads to the declarations it means (a conditional type, a
    // `typeof`, a base interface, an import), whatever the resolved structure shows.
    while (pending.length > 0) {
      const unit = pending.pop()!;
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && !isMemberName(node)) {
          addSymbol(
            ts.isShorthandPropertyAssignment(node.parent)
              ? checker.getShorthandAssignmentValueSymbol(node.parent)
              : checker.getSymbolAtLocation(node),
          );
        }
        ts.forEachChild(node, visit);
      };
      visit(unit);
    }
    // In the order the walk met them: the type's structure decides it, so `Pair<A, B>` and
    // `Pair<B, A>` (same text when two modules each have an `A`) get different keys.
    return { typeText: text, source, parts, id: digestOf({ typeText: text, source, parts }) };
  }

  /** Whether every declaration of a type's symbol and alias is in an unchanging file. */
  #fixedType(type: ts.Type): boolean {
    const declarations = [...(type.getSymbol()?.declarations ?? []), ...(type.aliasSymbol?.declarations ?? [])];
    return declarations.length > 0 && declarations.every((d) => this.#fixed(d.getSourceFile()));
  }

  /** Files taken as unchanging while the process runs (as the language service takes them): TypeScript's libs and dependencies. */
  #fixed(file: ts.SourceFile): boolean {
    return this.#program.isSourceFileDefaultLibrary(file) || /[\\/]node_modules[\\/]/.test(file.fileName);
  }
}

class TooLarge extends Error {}

/** What making a key collects for its record (see keymemo.ts). */
interface Made {
  readonly units: Set<ts.Node>;
  readonly members: Set<string>;
  reusable: boolean;
}

/** Key records kept per project before the table starts afresh. */
const MAX_KEY_RECORDS = 5000;

/** Modification stamps of the files taken as unchanging, read once per process. */
const stamps = new Map<string, string>();

/**
 * The modification stamp of a dependency or TypeScript lib file, as a key names it. Within a
 * process such files are taken as unchanging; between processes (the cache on disk) an updated
 * dependency must give new keys.
 */
function fixedStamp(file: string): string {
  let stamp = stamps.get(file);
  if (stamp === undefined) stamps.set(file, (stamp = fileStamp(file)));
  return stamp;
}

/** A union or intersection member as a key writes it: a literal or intrinsic type by its value or name (as the checker would print it), else the checker's text. */
function memberText(type: ts.Type, checker: ts.TypeChecker): string {
  if (type.isStringLiteral()) return JSON.stringify(type.value);
  if (type.isNumberLiteral()) return String(type.value);
  const intrinsic = intrinsicName(type);
  if (intrinsic !== undefined) return intrinsic;
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** The part of the source a declaration's meaning is read from: itself, or the statement of a variable (where its JSDoc is). */
function unitOf(declaration: ts.Node): ts.Node {
  if (
    ts.isVariableDeclaration(declaration) &&
    ts.isVariableDeclarationList(declaration.parent) &&
    ts.isVariableStatement(declaration.parent.parent)
  )
    return declaration.parent.parent;
  if (ts.isImportSpecifier(declaration) || ts.isNamespaceImport(declaration) || ts.isImportClause(declaration)) {
    const statement = ts.findAncestor(declaration, ts.isImportDeclaration);
    if (statement !== undefined) return statement;
  }
  return declaration;
}

/**
 * A name reached through its object (`a.b`, `typeof a.b`): resolving it would ask the checker for
 * the object's type. The object's declaration already leads to the member's.
 */
function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if (ts.isQualifiedName(parent) && parent.right === node)
    return ts.findAncestor(parent, ts.isTypeQueryNode) !== undefined;
  return false;
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/** The digest of a key's typed fields: the one string made of them, where a string is needed (a table's key, a line on disk). */
function digestOf(fields: object): string {
  return hashOf(JSON.stringify(fields));
}
