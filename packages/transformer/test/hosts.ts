/** Test helper: compiler hosts whose library files are parsed once per process. */
import path from 'node:path';
import ts from 'typescript';

/** TypeScript's own lib files. */
const LIB_DIR = path.dirname(ts.getDefaultLibFilePath({}));

/**
 * The declaration files of TypeScript's lib and of node_modules, shared by every program made
 * through {@link sharedHost} in this process (a registry keeps one parse per file and the options
 * that change how it parses, as the language service does across projects).
 */
const libraries = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames);

/**
 * `ts.createCompilerHost(options)` whose lib and node_modules files come from one parse per
 * process. Tests that make many programs (one per emitted file, one per case) would otherwise
 * parse TypeScript's lib and @types/node again for each; a test's own files are read and parsed
 * afresh each time, as the plain host does.
 */
export function sharedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const own = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersionOrOptions, onError, shouldCreate) => {
    if (!name.includes('/node_modules/') && !name.startsWith(LIB_DIR)) {
      return own(name, languageVersionOrOptions, onError, shouldCreate);
    }
    const text = host.readFile(name);
    if (text === undefined) return undefined;
    // Library files do not change while the tests run: one version for all.
    return libraries.acquireDocument(
      name,
      options,
      ts.ScriptSnapshot.fromString(text),
      'fixed',
      undefined,
      languageVersionOrOptions,
    );
  };
  return host;
}
