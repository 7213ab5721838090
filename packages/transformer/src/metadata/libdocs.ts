/** The JSDoc texts of TypeScript's own lib declarations, which must not become descriptions in a user's document. */
import ts from 'typescript';

/**
 * The documentation comments of every interface and type alias in the program's default lib
 * files (`Partial`: "Make all properties in T optional", `Record`: "Construct a type with a set
 * of properties K of type T", ...), gathered once per program on first use. typia's metadata
 * carries such a comment as the description of `Partial<Cat>`; the schema programmer leaves it out.
 */
export class LibDocs {
  #texts: Set<string> | undefined;

  constructor(
    private readonly program: ts.Program,
    private readonly checker: ts.TypeChecker,
  ) {}

  /** Whether `text` (trimmed) is the comment of a lib declaration. */
  has(text: string): boolean {
    return (this.#texts ??= this.#gather()).has(text);
  }

  #gather(): Set<string> {
    const texts = new Set<string>();
    for (const file of this.program.getSourceFiles()) {
      if (!this.program.isSourceFileDefaultLibrary(file)) continue;
      for (const statement of file.statements) {
        if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
        const symbol = this.checker.getSymbolAtLocation(statement.name);
        if (symbol === undefined) continue;
        const text = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
        if (text !== '') texts.add(text);
      }
    }
    return texts;
  }
}
