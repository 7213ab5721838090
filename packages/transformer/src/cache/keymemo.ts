/**
 * Type keys carried from one program to the next. Making a type's key (keys.ts) walks its
 * structure with the checker; after an edit that walk is most of what a re-emit of a file with
 * many markers still costs. A key made in an earlier program is taken again when nothing it was
 * made from can have changed:
 *
 * - the program has the same files, and every changed file changed only in top-level statements
 *   that hold none of the type's declarations;
 * - no changed statement (before or after the edit) declares a name that those declarations'
 *   statements use or declare, augments a module or the global scope, or re-exports a module,
 *   and no script (a file whose declarations are global) changed;
 * - the changed statements name none of the type's union members, and the type has no union of
 *   two or more object types (whose order in the union is the order the checker first made them,
 *   which decides what validation keeps). A union's literals may come in any order: fw sorts them
 *   before typia writes code (adapters/typia.ts, sortLiterals).
 *
 * Otherwise the key is made again. Files are compared statement by statement, by text (JSDoc
 * included); the statements between the first and the last changed one count as changed.
 */
import ts from 'typescript';
import type { TypeKey } from './store.js';

/** What a key was made from, beyond the key itself. */
export interface KeyRecord {
  readonly key: TypeKey | undefined;
  /** The program's files the key was checked against (only files that may change: not libs or dependencies). */
  snapshot: ProgramSnapshot;
  /** Per file: indices of the top-level statements holding the type's declarations. */
  units: Map<string, Set<number>>;
  /** Names the declarations' statements use or declare; `*` when they import a whole module. */
  readonly names: ReadonlySet<string>;
  /** Names of the type's union members. */
  readonly members: ReadonlySet<string>;
  /** False when the key must be made in every program (a union of object types). */
  readonly reusable: boolean;
}

/** The files of one program that may change, by name, and the list of all its files. */
export interface ProgramSnapshot {
  readonly files: ReadonlyMap<string, ts.SourceFile>;
  readonly all: string;
}

/** What changed between two versions of a file. */
interface FileDiff {
  /** Old statement indices from `start` (inclusive) to `oldEnd` (exclusive) changed; later ones moved by `shift`. */
  readonly start: number;
  readonly oldEnd: number;
  readonly shift: number;
  readonly unsafe: boolean;
  /** Names declared by the changed statements, old and new. */
  readonly declared: ReadonlySet<string>;
  /** Identifiers and literals written in the changed statements, old and new (one set per statement). */
  readonly written: readonly ReadonlySet<string>[];
}

const diffs = new WeakMap<ts.SourceFile, WeakMap<ts.SourceFile, FileDiff>>();

/** The snapshot of a program, given which files are taken as unchanging. */
export function snapshotOf(program: ts.Program, fixed: (file: ts.SourceFile) => boolean): ProgramSnapshot {
  const files = new Map<string, ts.SourceFile>();
  const names: string[] = [];
  for (const file of program.getSourceFiles()) {
    names.push(file.fileName);
    if (!fixed(file)) files.set(file.fileName, file);
  }
  return { files, all: names.join('\n') };
}

/**
 * Whether `record`'s key holds in the program of `now`. When it does, the record is moved to
 * `now` (its statement indices follow the edits), so the next program compares with this one.
 */
export function stillHolds(record: KeyRecord, now: ProgramSnapshot): boolean {
  if (!record.reusable) return false;
  const then = record.snapshot;
  if (then === now) return true;
  if (then.all !== now.all) return false;
  const moved = new Map<string, Set<number>>();
  for (const [name, before] of then.files) {
    const after = now.files.get(name);
    if (after === undefined) return false;
    const units = record.units.get(name);
    if (after === before) {
      if (units !== undefined) moved.set(name, units);
      continue;
    }
    const diff = diffOf(before, after);
    if (diff.unsafe) return false;
    for (const declared of diff.declared) if (record.names.has(declared) || record.names.has('*')) return false;
    for (const written of diff.written) for (const member of record.members) if (written.has(member)) return false;
    if (units !== undefined) {
      const shifted = new Set<number>();
      for (const index of units) {
        if (index >= diff.start && index < diff.oldEnd) return false;
        shifted.add(index < diff.start ? index : index + diff.shift);
      }
      moved.set(name, shifted);
    }
  }
  record.snapshot = now;
  record.units = moved;
  return true;
}

/** The record of a key just made: `units` are the declarations the key was made from. */
export function recordOf(
  key: TypeKey | undefined,
  snapshot: ProgramSnapshot,
  units: Iterable<ts.Node>,
  members: ReadonlySet<string>,
  reusable: boolean,
): KeyRecord {
  const byFile = new Map<string, Set<number>>();
  const names = new Set<string>();
  const seen = new Set<ts.Statement>();
  for (const unit of units) {
    const file = unit.getSourceFile();
    if (!snapshot.files.has(file.fileName)) continue;
    const statement = topLevelStatement(unit);
    if (statement === undefined) {
      // A declaration outside any statement (the file itself, a module): nothing in the file may
      // change, and no statement may be added to it.
      byFile.set(file.fileName, new Set(file.statements.map((_s, i) => i)));
      names.add('*');
      continue;
    }
    if (seen.has(statement)) continue;
    seen.add(statement);
    let indices = byFile.get(file.fileName);
    if (indices === undefined) byFile.set(file.fileName, (indices = new Set()));
    indices.add(file.statements.indexOf(statement));
    for (const name of declaredNames(statement).names) names.add(name);
    for (const name of writtenIn(statement)) names.add(name);
    if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      if (clause?.name !== undefined) names.add('default');
      if (clause?.namedBindings !== undefined && ts.isNamespaceImport(clause.namedBindings)) names.add('*');
      if (ts.isImportEqualsDeclaration(statement)) names.add('*');
    }
  }
  return { key, snapshot, units: byFile, names, members, reusable };
}

function topLevelStatement(node: ts.Node): ts.Statement | undefined {
  let current = node;
  while (current.parent !== undefined && !ts.isSourceFile(current.parent)) current = current.parent;
  return current.parent !== undefined && ts.isSourceFile(current.parent) ? (current as ts.Statement) : undefined;
}

function diffOf(before: ts.SourceFile, after: ts.SourceFile): FileDiff {
  let known = diffs.get(before);
  if (known === undefined) diffs.set(before, (known = new WeakMap()));
  let diff = known.get(after);
  if (diff === undefined) known.set(after, (diff = computeDiff(before, after)));
  return diff;
}

function computeDiff(before: ts.SourceFile, after: ts.SourceFile): FileDiff {
  const a = before.statements;
  const b = after.statements;
  const text = (file: ts.SourceFile, statement: ts.Statement): string => file.text.slice(statement.pos, statement.end);
  const limit = Math.min(a.length, b.length);
  let start = 0;
  while (start < limit && text(before, a[start]!) === text(after, b[start]!)) start++;
  let end = 0;
  while (end < limit - start && text(before, a[a.length - 1 - end]!) === text(after, b[b.length - 1 - end]!)) end++;
  const changed = [...a.slice(start, a.length - end), ...b.slice(start, b.length - end)];
  // A script's declarations are global (`string[]` means the global Array without naming it): any
  // change of a script counts as a change of everything.
  let unsafe = !isModule(before) || !isModule(after) || before.isDeclarationFile !== after.isDeclarationFile;
  const declared = new Set<string>();
  const written: ReadonlySet<string>[] = [];
  for (const statement of changed) {
    const found = declaredNames(statement);
    if (found.unsafe) unsafe = true;
    for (const name of found.names) declared.add(name);
    written.push(writtenIn(statement));
  }
  return { start, oldEnd: a.length - end, shift: b.length - a.length, unsafe, declared, written };
}

function isModule(file: ts.SourceFile): boolean {
  return ts.isExternalModule(file);
}

/** The names a top-level statement declares, and whether it changes more than names (augmentations, `export *`). */
function declaredNames(statement: ts.Statement): { names: string[]; unsafe: boolean } {
  const names: string[] = [];
  let unsafe = false;
  const bindings = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindings(element.name);
  };
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
  if (modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.push('default');
  if (ts.isVariableStatement(statement))
    for (const declaration of statement.declarationList.declarations) bindings(declaration.name);
  else if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    if (statement.name !== undefined) names.push(statement.name.text);
  } else if (ts.isModuleDeclaration(statement)) {
    if (ts.isIdentifier(statement.name) && (statement.flags & ts.NodeFlags.GlobalAugmentation) === 0)
      names.push(statement.name.text);
    else unsafe = true;
  } else if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause?.name !== undefined) names.push(clause.name.text);
    const bound = clause?.namedBindings;
    if (bound !== undefined) {
      if (ts.isNamespaceImport(bound)) names.push(bound.name.text);
      else for (const element of bound.elements) names.push(element.name.text);
    }
  } else if (ts.isImportEqualsDeclaration(statement)) names.push(statement.name.text);
  else if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (clause === undefined) unsafe = true;
    else if (ts.isNamespaceExport(clause)) names.push(clause.name.text);
    else
      for (const element of clause.elements)
        names.push(
          element.name.text,
          ...(element.propertyName !== undefined && ts.isIdentifier(element.propertyName)
            ? [element.propertyName.text]
            : []),
        );
  } else if (ts.isExportAssignment(statement)) {
    names.push('default');
    if (statement.isExportEquals === true) unsafe = true;
  }
  return { names, unsafe };
}

/**
 * Every identifier and literal written in a top-level statement, kept per statement: the new side of
 * one edit's diff is the old side of the next (a route table edited again is walked once per edit).
 */
const writtenByStatement = new WeakMap<ts.Statement, ReadonlySet<string>>();

function writtenIn(statement: ts.Statement): ReadonlySet<string> {
  let written = writtenByStatement.get(statement);
  if (written === undefined) {
    const into = new Set<string>();
    collectWritten(statement, into);
    writtenByStatement.set(statement, (written = into));
  }
  return written;
}

/** Adds every identifier and literal written in `node` to `into`. */
function collectWritten(node: ts.Node, into: Set<string>): void {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) into.add(n.text);
    else if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) into.add(JSON.stringify(n.text));
    else if (ts.isNumericLiteral(n)) into.add(String(Number(n.text)));
    ts.forEachChild(n, visit);
  };
  visit(node);
}
