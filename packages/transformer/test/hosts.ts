/** Test helper: compiler hosts whose library files are parsed once per process. */
import path from 'node:path';
import ts from 'typescript';

/** TypeScript's own lib files. */
const LIB_DIR = path.dirname(ts.getDefaultLibFilePath({}));
/** The workspace's packages, whose built declarations (`packages/<name>/dist/`) apps link to. */
const PACKAGES_DIR = path.resolve(__dirname, '..', '..');

/** A file that does not change while the tests run: TypeScript's lib, node_modules, a workspace package's build. */
function isLibrary(name: string): boolean {
  if (name.startsWith(LIB_DIR) || name.includes('/node_modules/')) return true;
  const inPackages = path.relative(PACKAGES_DIR, name).split(path.sep);
  return inPackages.length > 2 && !inPackages[0]!.startsWith('..') && inPackages[1] === 'dist';
}

/**
 * The library files ({@link isLibrary}), shared by every program made
 * through {@link sharedHost} in this process (a registry keeps one parse per file and the options
 * that change how it parses, as the language service does across projects).
 */
const libraries = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames);

/**
 * `ts.createCompilerHost(options, setParentNodes)` whose library files ({@link isLibrary}) come
 * from one parse per process. Tests that make many programs (one per emitted file, one per case,
 * one per edit) would otherwise parse TypeScript's lib, @types/node and the packages' declarations
 * again for each; a test's own files are read and parsed afresh each time, as the plain host does.
 */
export function sharedHost(options: ts.CompilerOptions, setParentNodes?: boolean): ts.CompilerHost {
  const host = ts.createCompilerHost(options, setParentNodes);
  const own = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersionOrOptions, onError, shouldCreate) => {
    if (!isLibrary(name)) return own(name, languageVersionOrOptions, onError, shouldCreate);
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
