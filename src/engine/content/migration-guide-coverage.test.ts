import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadProductChanges } from '../api-reference/changes-index';
import type { Product } from '../api-reference/types';
import { codeNames } from './code-names';

/**
 * A v7 → v8 guide must name every breaking change between the installed 7.x and 8.x packages:
 * the removed components, props and slots of the generated comparison, and two things the
 * comparison does not cover, the exports that left the packages' entry points and the keys
 * that left their `*Classes` objects. Names count when they appear in inline code or a code block.
 */
const GUIDES: { product: Product; file: string; packages: string[] }[] = [
  {
    product: 'charts',
    file: 'content/migration/migration-charts-v7.mdx',
    packages: ['@mui/x-charts', '@mui/x-charts-pro'],
  },
  {
    product: 'tree-view',
    file: 'content/migration/migration-tree-view-v7.mdx',
    packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
  },
];

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

/** Names exported by each package's root entry point (values and types), from one type-checker run. */
function rootExports(packages: string[]): Map<string, Set<string>> {
  const files = packages.map((pkg) => path.join(process.cwd(), 'node_modules', pkg, 'index.d.ts'));
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  return new Map(
    packages.map((pkg, i) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(files[i])!)!;
      return [pkg, new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name))];
    }),
  );
}

type ClassesObjects = Record<string, Record<string, string>>;

/** The `*Classes` objects a package exports at run time. */
function classesObjects(pkg: string): ClassesObjects {
  const entries = Object.entries(requireFromRoot(pkg) as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter(([name, value]) => /Classes$/.test(name) && typeof value === 'object' && value),
  ) as ClassesObjects;
}

/** What a guide must name: v7 names with no v8 counterpart of the same name. */
function requiredNames(product: Product, packages: string[]): Map<string, string> {
  const required = new Map<string, string>();
  const changes = loadProductChanges(product);
  if (!changes) throw new Error('run `npm run api:build` first');
  for (const component of changes.componentsRemoved) required.set(component.name, 'removed component');
  // Components only: since the comparison also covers interfaces, it reports members of v8's generic
  // `AxisConfig` (reverse, valueFormatter…) as removed although v8 still accepts them.
  for (const entry of changes.entries.filter((candidate) => candidate.kind === 'component')) {
    for (const prop of entry.props.removed) required.set(prop.name, `prop removed from ${entry.name}`);
    for (const slot of entry.slots.removed) required.set(slot.name, `slot removed from ${entry.name}`);
  }
  const exports = rootExports(packages.flatMap((pkg) => [pkg, `${pkg}-v7`]));
  for (const pkg of packages) {
    const v8 = exports.get(pkg)!;
    for (const name of exports.get(`${pkg}-v7`)!) {
      if (!v8.has(name)) required.set(name, `export removed from ${pkg}`);
    }
    const v8Classes = classesObjects(pkg);
    for (const [object, keys] of Object.entries(classesObjects(`${pkg}-v7`))) {
      if (!v8Classes[object]) required.set(object, `classes object removed from ${pkg}`);
      for (const [key, className] of Object.entries(keys)) {
        if (v8Classes[object] && !(key in v8Classes[object])) {
          required.set(className, `class key ${object}.${key} removed`);
        }
      }
    }
  }
  return required;
}

describe.each(GUIDES)('the $product v7 → v8 guide', ({ product, file, packages }) => {
  it('names every removed component, prop, slot, export and class', () => {
    const named = codeNames(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), { classNames: true });
    const missing = [...requiredNames(product, packages)]
      .filter(([name]) => !named.has(name))
      .map(([name, why]) => `${name} (${why})`);
    expect(missing).toEqual([]);
  });
});
