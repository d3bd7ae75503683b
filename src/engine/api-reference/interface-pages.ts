import ts from 'typescript';
import type { BuiltEntry } from './component-entry';
import type { DefaultInstances } from './default-instances';
import { buildInterfaceEntry } from './interface-entry';
import { LISTED_INTERFACES } from './listed-interfaces';
import { PRODUCTS, toKebab } from './packages';
import type { LoadedPackage } from './program';
import type { ApiEntry, InterfaceEntry, Product } from './types';

const DOCUMENTED_FLAGS = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias;

/**
 * The names that get an interface page in one product: the listed ones, then every name a
 * component's prop types refer to that one of the product's packages exports as an
 * interface or a type alias (not a class, enum or value). A name whose page address a
 * component already uses, or a component's own props type (`GridFilterFormProps`: its
 * component page lists them), is left out. Sorted, so the output is stable.
 */
export function interfacePageNames(
  product: Product,
  referenced: Iterable<string>,
  exported: (name: string) => ts.Symbol | undefined,
  componentNames: ReadonlySet<string>,
): string[] {
  const names = new Set<string>(LISTED_INTERFACES[product] ?? []);
  for (const name of referenced) {
    const symbol = exported(name);
    if (!symbol || !(symbol.flags & DOCUMENTED_FLAGS) || symbol.flags & ts.SymbolFlags.Class) continue;
    if (name.endsWith('Props') && componentNames.has(name.slice(0, -'Props'.length))) continue;
    names.add(name);
  }
  const kebabs = new Set([...componentNames].map(toKebab));
  return [...names].filter((name) => !kebabs.has(toKebab(name))).sort();
}

/** Builds the interface pages of every product from the components already built. */
export function buildInterfacePages(
  checker: ts.TypeChecker,
  packages: readonly LoadedPackage[],
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
  components: readonly BuiltEntry<ApiEntry>[],
  defaults?: DefaultInstances,
): BuiltEntry<InterfaceEntry>[] {
  const pages: BuiltEntry<InterfaceEntry>[] = [];
  for (const product of PRODUCTS) {
    const own = packages.filter((pkg) => pkg.product === product);
    if (own.length === 0) continue;
    const mine = components.filter((built) => built.entry.product === product);
    const referenced = new Set(mine.flatMap((built) => [...(built.referencedNames ?? [])]));
    const exported = (name: string) =>
      own.map((pkg) => exportsByPackage.get(pkg.name)?.get(name)).find((symbol) => symbol !== undefined);
    const componentNames = new Set(mine.map((built) => built.entry.name));
    for (const name of interfacePageNames(product, referenced, exported, componentNames)) {
      const built = buildInterfaceEntry(checker, name, own, exportsByPackage, defaults);
      if (built) pages.push(built);
    }
  }
  return pages;
}
