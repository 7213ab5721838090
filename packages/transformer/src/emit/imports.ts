/** The statements a transformed file gains after its prologue: typia's imports (sent to fw's helpers where fw has its own) and the hoisted code. */
import ts from 'typescript';
import { isReplacedHelper } from '../adapters/typia.js';

/** An import typia's generated code needs, sent to `@fw/runtime/internal` where fw has its own helper of that name. */
export function ownHelpers(statement: ts.Statement): ts.Statement {
  if (
    !ts.isImportDeclaration(statement) ||
    !ts.isStringLiteral(statement.moduleSpecifier) ||
    !isReplacedHelper(statement.moduleSpecifier.text)
  )
    return statement;
  return ts.factory.updateImportDeclaration(
    statement,
    statement.modifiers,
    statement.importClause,
    ts.factory.createStringLiteral('@fw/runtime/internal'),
    statement.attributes,
  );
}

/** `file` with `statements` placed after its prologue directives (`'use strict'`), before everything else. */
export function withLeadingStatements(file: ts.SourceFile, statements: readonly ts.Statement[]): ts.SourceFile {
  if (statements.length === 0) return file;
  let index = 0;
  while (index < file.statements.length) {
    const statement = file.statements[index]!;
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    index++;
  }
  return ts.factory.updateSourceFile(file, [
    ...file.statements.slice(0, index),
    ...statements,
    ...file.statements.slice(index),
  ]);
}
