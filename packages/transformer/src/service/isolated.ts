/**
 * When the runner service may emit a file with `isolatedModules` without changing a byte of the
 * output. Why it wants to: under `noCheck` the emit works out which imports a file uses by
 * asking, for every `x.y` in the file, for the type of `x` (to tell a const enum member apart);
 * in a route file that is the type of the whole route table (`App.routes`), on every re-emit.
 * With `isolatedModules` it resolves names only.
 *
 * In a module file, the two emits differ only where const enums are concerned: a const enum the
 * file declares (kept as an object), a const enum member it names (inlined, or not), and whether
 * an import that only names const enums stays. So the answer is yes for a module file that
 * declares no const enum, whose value imports and re-exports lead to no const enum (through
 * namespaces too), and that names no const enum declared in the global scope.
 */
import ts from 'typescript';

const CONST_ENUM = /\bconst\s+enum\b/;

/** Whether emitting `fileName` with `isolatedModules` gives the same output as without. */
export function isolatedIsExact(program: ts.Program, fileName: string): boolean {
  const source = program.getSourceFile(fileName);
  if (source === undefined || !ts.isExternalModule(source) || CONST_ENUM.test(source.text)) return false;
  const globals = globalConstEnums(program);
  if (globals.size > 0) {
    const names = identifiersOf(source);
    for (const name of globals) if (names.has(name)) return false;
  }
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Symbol>();
  const holdsConstEnum = (symbol: ts.Symbol | undefined): boolean => {
    if (symbol === undefined) return false;
    if ((symbol.flags & ts.SymbolFlags.Alias) !== 0) symbol = checker.getAliasedSymbol(symbol);
    if (seen.has(symbol)) return false;
    seen.add(symbol);
    if ((symbol.flags & ts.SymbolFlags.ConstEnum) !== 0) return true;
    if ((symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) === 0) return false;
    return checker.getExportsOfModule(symbol).some(holdsConstEnum);
  };
  const moduleOf = (specifier: ts.Expression): ts.Symbol | undefined => checker.getSymbolAtLocation(specifier);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause === undefined || clause.isTypeOnly) continue;
      if (clause.name !== undefined && holdsConstEnum(checker.getSymbolAtLocation(clause.name))) return false;
      const bindings = clause.namedBindings;
      if (bindings === undefined) continue;
      if (ts.isNamespaceImport(bindings)) {
        if (holdsConstEnum(moduleOf(statement.moduleSpecifier))) return false;
      } else if (
        bindings.elements.some(
          (element) => !element.isTypeOnly && holdsConstEnum(checker.getSymbolAtLocation(element.name)),
        )
      ) {
        return false;
      }
    } else if (ts.isImportEqualsDeclaration(statement)) {
      if (!statement.isTypeOnly && holdsConstEnum(checker.getSymbolAtLocation(statement.name))) return false;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier !== undefined) {
      if (holdsConstEnum(moduleOf(statement.moduleSpecifier))) return false;
    }
  }
  return true;
}

const globalNames = new WeakMap<ts.SourceFile, readonly string[]>();

/** The names of const enums a file declares in the global scope (a script, or `declare global`), once per parsed file. */
function globalConstEnumsOf(file: ts.SourceFile): readonly string[] {
  let names = globalNames.get(file);
  if (names !== undefined) return names;
  const found: string[] = [];
  if (CONST_ENUM.test(file.text) && (!ts.isExternalModule(file) || /\bdeclare\s+global\b/.test(file.text))) {
    // Every const enum of such a file, nested ones included: a superset costs only speed.
    const namespaces: string[] = [];
    const visit = (node: ts.Node): void => {
      // The const enum's name, and the names of the namespaces it is reached through.
      if (ts.isEnumDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ConstKeyword))
        found.push(node.name.text, ...namespaces);
      const named = ts.isModuleDeclaration(node) && ts.isIdentifier(node.name);
      if (named) namespaces.push(node.name.text);
      ts.forEachChild(node, visit);
      if (named) namespaces.pop();
    };
    visit(file);
  }
  globalNames.set(file, (names = found));
  return names;
}

function globalConstEnums(program: ts.Program): Set<string> {
  const names = new Set<string>();
  for (const file of program.getSourceFiles()) for (const name of globalConstEnumsOf(file)) names.add(name);
  return names;
}

const identifiers = new WeakMap<ts.SourceFile, Set<string>>();

/** Every identifier text of a file, once per parsed file. */
function identifiersOf(file: ts.SourceFile): Set<string> {
  let names = identifiers.get(file);
  if (names !== undefined) return names;
  names = new Set();
  const found = names;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  identifiers.set(file, names);
  return names;
}
