/**
 * Emitting files through the fw transformer with a marker cache kept across programs: the one way
 * the runner service and `fwc dev` both re-emit after an edit. Generated validators are kept in the
 * cache as the text the emit writes ({@link PrintedCode}), and each emitted file gets its hoisted
 * code spliced in as text in place of a placeholder statement (its source map moved to match), so
 * an edit neither regenerates nor re-prints the validators of unchanged types.
 */
import ts from 'typescript';
import { TransformError } from '../diagnostics.js';
import { fwTransformer, type FwTransformerConfig } from '../transform.js';
import type { MarkerCache } from '../cache/store.js';

/** What one {@link FwEmitter.emit} produced besides the files it wrote. */
export interface FwEmitResult {
  /** The fw transformer's diagnostics (FWnnnn, typia's) for the file. */
  readonly diagnostics: readonly ts.Diagnostic[];
  /** TypeScript's own result of the emit. */
  readonly emitResult: ts.EmitResult;
}

/** The transformer of one program, bound once and used for every file emitted from it. */
interface Bound {
  readonly program: ts.Program;
  readonly config: FwTransformerConfig;
  readonly factory: ts.TransformerFactory<ts.SourceFile>;
}

/**
 * Emits files of successive programs of one project through the fw transformer and `markerCache`
 * (none: every marker is generated on every emit, as `fwc build` does).
 *
 * @example
 * const emitter = new FwEmitter(new MarkerCache())
 * // for each new program of the project, for each file to emit:
 * const { diagnostics } = emitter.emit(program, sourceFile, config, (name, text) => writeFileSync(name, text))
 */
export class FwEmitter {
  readonly #cache: MarkerCache | undefined;
  /** The printed text of hoisted type data, by content, kept across programs. */
  readonly #data = new Map<string, string>();
  #bound: Bound | undefined;
  #sink: ts.Diagnostic[] = [];
  #hoisted: { readonly placeholder: string; readonly text: string } | undefined;

  readonly #checkReplies: boolean;

  /** `checkReplies`: report returns that are not among a function's declared typed replies (FW2015), for callers that do not type-check. */
  constructor(markerCache: MarkerCache | undefined, options: { readonly checkReplies?: boolean } = {}) {
    this.#checkReplies = options.checkReplies === true;
    this.#cache = markerCache;
  }

  /**
   * Emits `file` of `program` through the fw transformer configured by `config` (the tsconfig's
   * plugin entry): `writeFile` receives each output file (JavaScript with its hoisted code in
   * place, its source map, declarations) once the emit is done.
   */
  emit(
    program: ts.Program,
    file: ts.SourceFile,
    config: FwTransformerConfig,
    writeFile: (name: string, text: string, writeByteOrderMark: boolean) => void,
  ): FwEmitResult {
    const factory = this.#factory(program, config);
    const diagnostics: ts.Diagnostic[] = [];
    const outputs: { name: string; text: string; bom: boolean }[] = [];
    this.#sink = diagnostics;
    this.#hoisted = undefined;
    let emitResult: ts.EmitResult;
    try {
      emitResult = program.emit(file, (name, text, bom) => void outputs.push({ name, text, bom }), undefined, false, {
        before: [factory],
      });
    } finally {
      this.#sink = [];
    }
    // Set by the transformer during the emit (TypeScript's narrowing cannot see that).
    const hoisted = this.#hoisted as { readonly placeholder: string; readonly text: string } | undefined;
    this.#hoisted = undefined;
    if (hoisted !== undefined) {
      const js = outputs.find((o) => /\.[cm]?jsx?$/.test(o.name));
      if (js === undefined) throw new TransformError('FW9005', { placeholder: hoisted.placeholder });
      const map = outputs.find((o) => o.name === `${js.name}.map`);
      const parsed =
        map === undefined ? undefined : (JSON.parse(map.text) as { mappings: string } & Record<string, unknown>);
      const spliced = splice(js.text, parsed?.mappings ?? '', hoisted.placeholder, hoisted.text);
      js.text = spliced.js;
      if (map !== undefined && parsed !== undefined) {
        parsed.mappings = spliced.mappings;
        map.text = JSON.stringify(parsed);
      }
    }
    for (const output of outputs) writeFile(output.name, output.text, output.bom);
    return { diagnostics, emitResult };
  }

  /** The transformer of `program`, made once per program and configuration. */
  #factory(program: ts.Program, config: FwTransformerConfig): ts.TransformerFactory<ts.SourceFile> {
    if (this.#bound?.program === program && this.#bound.config === config) return this.#bound.factory;
    // An inline source map would have to be decoded to move its lines: such a project's hoisted
    // code is emitted as statements (the cache then keeps it as syntax, as for older targets).
    const asText = this.#cache !== undefined && program.getCompilerOptions().inlineSourceMap !== true;
    const factory = fwTransformer(program, config, {
      addDiagnostic: (d) => void this.#sink.push(d),
      markerCache: this.#cache,
      checkReplies: this.#checkReplies,
      hoistedText: asText
        ? {
            data: this.#data,
            accept: (placeholder, text) => {
              this.#hoisted = { placeholder, text };
            },
          }
        : undefined,
    });
    this.#bound = { program, config, factory };
    return factory;
  }
}

/**
 * Replaces the line holding the placeholder statement (`<placeholder>;`, which the emitter writes
 * on a line of its own with no mapping) with `text`, and gives the source map one empty line per
 * added line so that every later mapping keeps pointing at its source.
 */
function splice(js: string, mappings: string, placeholder: string, text: string): { js: string; mappings: string } {
  const at = js.indexOf(`${placeholder};`);
  if (at < 0 || (at > 0 && js[at - 1] !== '\n')) throw new TransformError('FW9005', { placeholder });
  const end = at + placeholder.length + 1;
  let line = 0;
  for (let i = js.indexOf('\n'); i >= 0 && i < at; i = js.indexOf('\n', i + 1)) line++;
  let added = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) added++;
  // The mappings' line `line` is the placeholder's (empty: a synthesized statement); add `added` empty lines after it.
  // (A map that ends before that line has no mapping to move.)
  let index = 0;
  for (let l = 0; l < line && index >= 0; l++) {
    index = mappings.indexOf(';', index);
    if (index >= 0) index++;
  }
  const spliced =
    index >= 0 && added > 0 ? mappings.slice(0, index) + ';'.repeat(added) + mappings.slice(index) : mappings;
  return { js: js.slice(0, at) + text + js.slice(end), mappings: spliced };
}
