import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiEntries } from './build';
import { API_PACKAGES } from './packages';

const ICON_PROPS = /^(GridBaseIconProps|SvgIconProps)\b/;

/** Icon components take the icon props, directly or through an interface extending them. */
function isIconProps(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (ICON_PROPS.test(checker.typeToString(type))) return true;
  const bases = type.isClassOrInterface() ? (checker.getBaseTypes(type) ?? []) : [];
  return bases.some((base) => ICON_PROPS.test(checker.typeToString(base)));
}

/**
 * Lists component exports a second way, by assignability to React.ReactNode
 * and by type text, so a slip in the generator's own detection shows here.
 */
function listComponentExports(): Map<string, Set<string>> {
  const roots = API_PACKAGES.map((pkg) => path.join(process.cwd(), 'node_modules', pkg.name, 'index.d.ts'));
  const reactTypes = path.join(process.cwd(), 'node_modules/@types/react/index.d.ts');
  const program = ts.createProgram([...roots, reactTypes], {
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const reactModule = checker.getSymbolAtLocation(program.getSourceFile(reactTypes)!)!;
  const reactNode = checker.getExportsOfModule(reactModule).find((s) => s.name === 'ReactNode')!;
  const reactNodeType = checker.getDeclaredTypeOfSymbol(reactNode);
  const found = new Map<string, Set<string>>();
  API_PACKAGES.forEach((pkg, i) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(roots[i])!)!;
    const names = found.get(pkg.product) ?? new Set<string>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (
        !/^[A-Z]/.test(exported.name) ||
        !(symbol.flags & ts.SymbolFlags.Value) ||
        symbol.flags & ts.SymbolFlags.Class
      )
        continue;
      const type = checker.getTypeOfSymbol(symbol);
      const [signature] = type.getCallSignatures();
      if (!signature || !checker.isTypeAssignableTo(signature.getReturnType(), reactNodeType)) continue;
      const text = checker.typeToString(type);
      if (text.startsWith('Context<') || text.includes('SvgIcon') || text.startsWith('StyledComponent<'))
        continue;
      const param = signature.getParameters()[0];
      if (param && isIconProps(checker, checker.getTypeOfSymbol(param))) continue;
      names.add(exported.name);
    }
    found.set(pkg.product, names);
  });
  return found;
}

let expected = new Map<string, Set<string>>();
const documented = new Map<string, Set<string>>();

beforeAll(() => {
  expected = listComponentExports();
  for (const { entry } of buildApiEntries({
    cwd: process.cwd(),
    skipRuntime: true,
  }).entries) {
    if (entry.kind !== 'component') continue;
    const names = documented.get(entry.product) ?? new Set<string>();
    for (const name of [entry.name, ...entry.aliases]) names.add(name);
    documented.set(entry.product, names);
  }
}, 180_000);

describe('coverage', () => {
  it('has an entry for every exported component of every product', () => {
    for (const [product, names] of expected) {
      const missing = [...names].filter((name) => !documented.get(product)?.has(name));
      expect(missing, product).toEqual([]);
    }
  });

  it('documents only names the packages export', () => {
    for (const [product, names] of documented) {
      const extra = [...names].filter((name) => !expected.get(product)?.has(name));
      expect(extra, product).toEqual([]);
    }
  });
});
