import ts from 'typescript';

export type ExportKind = 'component' | 'styled' | 'icon' | 'context' | 'other';

/** The props parameter of a component's call signature. */
export function propsTypeOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const signature = type.getCallSignatures()[0];
  if (!signature) return undefined;
  const param = signature.getParameters()[0];
  if (!param) return checker.getTypeFromTypeNode(ts.factory.createTypeLiteralNode([]));
  return checker.getTypeOfSymbol(param);
}

function returnsJsx(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  const text = checker.typeToString(signature.getReturnType());
  return /\b(Element|ReactNode|ReactElement)\b/.test(text);
}

/**
 * Sorts an export into components worth a page and the things that merely
 * look like components: Emotion styled slots, SVG icons and React contexts.
 */
export function classifyExport(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ExportKind {
  if (!/^[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) return 'other';
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration || ts.isClassDeclaration(declaration)) return 'other';
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const signatures = type.getCallSignatures();
  if (signatures.length === 0 || signatures[0].getParameters().length > 2) return 'other';
  if (!returnsJsx(checker, signatures[0])) return 'other';
  if (type.getProperty('Provider') && type.getProperty('Consumer')) return 'context';
  if (type.getProperty('__emotion_styles') || type.getProperty('withComponent')) return 'styled';
  if (type.getProperty('muiName')) return 'icon';
  const props = propsTypeOf(checker, type);
  // Grid icons (some without an Icon suffix) take the SVG icon props.
  if (props?.getProperty('titleAccess')) return 'icon';
  return 'component';
}

/** Whether a component's call signature has type parameters (`DataGrid<R>`, `ChartsContainerPro<TSeries, …>`). */
export function isGenericComponent(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const where = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!where) return false;
  const [signature] = checker.getTypeOfSymbolAtLocation(symbol, where).getCallSignatures();
  return (signature?.getTypeParameters()?.length ?? 0) > 0;
}
