import ts from 'typescript';
import { describeSignature } from './signature';
import type { ApiType } from './types';

const FORMAT =
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;

function typeName(checker: ts.TypeChecker, type: ts.Type): string {
  return checker.typeToString(type, undefined, FORMAT);
}

/** The alias a property was declared with (`density?: GridDensity` → `GridDensity`). */
function declaredAlias(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.declarations?.[0];
  if (!declaration || !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)))
    return undefined;
  const node = declaration.type;
  return node && ts.isTypeReferenceNode(node) ? node.typeName.getText() : undefined;
}

/**
 * Describes a property's type in words a reader can scan; unions keep their
 * members (minus the `undefined` that optionality adds) so pages can fold them.
 */
export function describeType(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  type: ts.Type,
  where?: ts.Node,
): ApiType {
  const described = describeParts(checker, symbol, type);
  const signature = where && describeSignature(checker, type, where);
  return signature ? { ...described, signature } : described;
}

function describeParts(checker: ts.TypeChecker, symbol: ts.Symbol, type: ts.Type): ApiType {
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  if (!type.isUnion()) return { text: typeName(checker, type) };
  const parts = type.types.filter((member) => !(optional && member.flags & ts.TypeFlags.Undefined));
  const names = parts.map((member) => typeName(checker, member));
  const members: string[] = [];
  for (const name of names) {
    if (name === 'true' || name === 'false') {
      if (!members.includes('boolean')) members.push('boolean');
    } else members.push(name);
  }
  if (members.length === 1) return { text: members[0] };
  const result: ApiType = { text: members.join(' | '), members };
  const alias = type.aliasSymbol?.name ?? declaredAlias(symbol);
  if (alias) result.alias = alias;
  return result;
}
