import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** A package's `*Classes` objects as its runtime exports them: object name → key → class name. */
export type ClassesObjects = Record<string, Record<string, string>>;

/**
 * Names each package's root entry point exports (values and types), read with one type-checker
 * run over the packages installed under `root` (the project, or a temporary install of an older major).
 */
export function rootExports(root: string, packages: readonly string[]): Record<string, string[]> {
  const files = packages.map((pkg) => path.join(root, 'node_modules', pkg, 'index.d.ts'));
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    packages.map((pkg, index) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(files[index])!)!;
      const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name);
      return [pkg, [...new Set(names)].sort()];
    }),
  );
}

/** The `*Classes` objects a package installed under `root` exports at run time. */
export function classesObjects(root: string, pkg: string): ClassesObjects {
  const load = createRequire(path.join(root, 'package.json'));
  const entries = Object.entries(load(pkg) as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter(([name, value]) => /Classes$/.test(name) && typeof value === 'object' && value),
  ) as ClassesObjects;
}
