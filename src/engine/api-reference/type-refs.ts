import ts from 'typescript';
import { signatureText } from './signature-text';
import { typeTextNames } from './type-tokens';
import type { ApiType } from './types';

/** Names a property's declared type refers to (`GridEventListener<'rowClick'>` → `GridEventListener`). */
export function declaredTypeNames(symbol: ts.Symbol): string[] {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) {
      names.add(ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text);
    } else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) {
      names.add(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const declaration of symbol.declarations ?? []) {
    const typeNode = (declaration as { type?: ts.TypeNode }).type;
    if (typeNode) visit(typeNode);
  }
  return [...names];
}

/** Every name a described type shows: its text, folded union members and signature. */
export function apiTypeNames(type: ApiType): string[] {
  const texts = [type.text, ...(type.members ?? [])];
  if (type.alias) texts.push(type.alias);
  if (type.signature) texts.push(signatureText(type.signature));
  return [...new Set(texts.flatMap(typeTextNames))];
}
