/** Type names in the document: a type's base name and declaring place, and the per-file registry that refuses two types with one name. */
import ts from 'typescript';
import { typeBaseName } from '@fw/runtime/internal';
import { where } from '../diagnostics.js';

/** Names given to schemas so far in this file, to catch two different types with one name. */
export interface NameRegistry {
  /** Registers `name` for the type declared at `source`; returns the other source on a clash. */
  claim(name: string, source: string, fingerprint: string): string | undefined;
}

/** A registry for one file: two apps of one project may each have their own `NewUser`. */
export function nameRegistry(): NameRegistry {
  const names = new Map<string, { source: string; fingerprint: string }>();
  return {
    claim(name, source, fingerprint) {
      const first = names.get(name);
      if (first === undefined) {
        names.set(name, { source, fingerprint });
        return undefined;
      }
      if (first.source === source || (first.fingerprint === fingerprint && (source === '' || first.source === '')))
        return undefined;
      return first.source || 'another type';
    },
  };
}

/** The base name of a type and where it is declared (`file:line`, '' for anonymous types). */
export function nameOf(
  type: ts.Type,
  checker: ts.TypeChecker,
  root: string,
): { name: string; source: string; text: string } {
  // Asked for every marker and piece of a type: answered once per type (a type belongs to one checker, so to one program).
  let known = names.get(type);
  if (known === undefined || known.root !== root)
    names.set(type, (known = { root, ...nameOfType(type, checker, root) }));
  return known;
}

const names = new WeakMap<
  ts.Type,
  { readonly root: string; readonly name: string; readonly source: string; readonly text: string }
>();

function nameOfType(
  type: ts.Type,
  checker: ts.TypeChecker,
  root: string,
): { name: string; source: string; text: string } {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return {
    name: typeBaseName(text),
    source: declaration === undefined || symbol!.name.startsWith('__') ? '' : where(declaration, root),
    text,
  };
}
