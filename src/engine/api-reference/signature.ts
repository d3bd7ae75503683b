import ts from 'typescript';
import type { ApiSignature } from './types';

const FORMAT =
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.NoTruncation;

function isRest(param: ts.Symbol): boolean {
  const declaration = param.valueDeclaration;
  return declaration !== undefined && ts.isParameter(declaration) && declaration.dotDotDotToken !== undefined;
}

function isOptional(param: ts.Symbol): boolean {
  const declaration = param.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration)) return false;
  return declaration.questionToken !== undefined || declaration.initializer !== undefined;
}

/**
 * Parameters and return type of a function-typed prop (`onRowClick`, `getRowId`), read from
 * its one call signature. A type that is also something else (`string | (() => string)`) or
 * that overloads has no single signature to show, so it gets none.
 */
export function describeSignature(
  checker: ts.TypeChecker,
  type: ts.Type,
  where: ts.Node,
): ApiSignature | undefined {
  const callable = checker.getNonNullableType(type);
  if (callable.isUnion() || callable.isIntersection()) return undefined;
  const signatures = callable.getCallSignatures();
  if (signatures.length !== 1) return undefined;
  const [signature] = signatures;
  const params = signature.getParameters().map((param) => {
    const described: ApiSignature['params'][number] = {
      name: param.name,
      type: checker.typeToString(checker.getTypeOfSymbolAtLocation(param, where), undefined, FORMAT),
    };
    if (isOptional(param)) described.optional = true;
    if (isRest(param)) described.rest = true;
    return described;
  });
  return { params, returns: checker.typeToString(signature.getReturnType(), undefined, FORMAT) };
}
