import type ts from 'typescript';
import { classifyExport, type ExportKind } from './detect';
import type { LoadedPackage } from './program';
import { PLAN_ORDER } from './packages';
import { moduleExports, resolveAlias } from './program';
import type { Plan, Product } from './types';

/** A component name within a product, with every plan that exports it. */
export interface ComponentGroup {
  name: string;
  product: Product;
  /** Package of the lowest plan exporting it; the entry is read from there. */
  owner: LoadedPackage;
  symbol: ts.Symbol;
  plans: Plan[];
  aliases: string[];
}

export interface Collected {
  groups: ComponentGroup[];
  /** Per package, how many exports of each kind were seen (for the console summary). */
  kinds: Map<string, Record<ExportKind, number>>;
}

function emptyCounts(): Record<ExportKind, number> {
  return { component: 0, styled: 0, icon: 0, context: 0, other: 0 };
}

/** Which export name of one declaration gets the page: its own name, else a stable one. */
function canonicalName(names: string[], declaredName: string): string {
  if (names.includes(declaredName)) return declaredName;
  const stable = names.filter((n) => !n.startsWith('Unstable_')).sort();
  return stable[0] ?? [...names].sort()[0];
}

/** Walks the package roots (lowest plan first) and groups component exports. */
export function collectComponents(program: ts.Program, packages: readonly LoadedPackage[]): Collected {
  const checker = program.getTypeChecker();
  const byName = new Map<string, ComponentGroup>();
  const kinds = new Map<string, Record<ExportKind, number>>();
  for (const pkg of packages) {
    const counts = emptyCounts();
    kinds.set(pkg.name, counts);
    for (const exported of moduleExports(program, pkg.rootFile)) {
      const symbol = resolveAlias(checker, exported);
      const kind = classifyExport(checker, exported.name, symbol);
      counts[kind] += 1;
      if (kind !== 'component') continue;
      const key = `${pkg.product}:${exported.name}`;
      const group = byName.get(key);
      if (group) {
        if (!group.plans.includes(pkg.plan)) group.plans.push(pkg.plan);
      } else {
        byName.set(key, {
          name: exported.name,
          product: pkg.product,
          owner: pkg,
          symbol,
          plans: [pkg.plan],
          aliases: [],
        });
      }
    }
  }
  return { groups: mergeUnstable(mergeAliases([...byName.values()])), kinds };
}

/** Folds export names that point at one declaration (e.g. `Unstable_RadarChart`) into one group. */
function mergeAliases(groups: ComponentGroup[]): ComponentGroup[] {
  const bySymbol = new Map<ts.Symbol, ComponentGroup[]>();
  for (const group of groups) {
    const key = group.symbol;
    bySymbol.set(key, [...(bySymbol.get(key) ?? []), group]);
  }
  const merged: ComponentGroup[] = [];
  for (const [symbol, same] of bySymbol) {
    const byProduct = new Map<Product, ComponentGroup[]>();
    for (const group of same) byProduct.set(group.product, [...(byProduct.get(group.product) ?? []), group]);
    for (const list of byProduct.values()) {
      const names = list.map((g) => g.name);
      const name = canonicalName(names, symbol.name);
      const main = list.find((g) => g.name === name) ?? list[0];
      const plans = PLAN_ORDER.filter((plan) => list.some((g) => g.plans.includes(plan)));
      merged.push({
        ...main,
        plans,
        aliases: names.filter((n) => n !== name).sort(),
      });
    }
  }
  return merged.sort((a, b) => a.product.localeCompare(b.product) || a.name.localeCompare(b.name));
}

/** `Unstable_X` declared apart from `X` still documents the same component: keep `X`'s page. */
function mergeUnstable(groups: ComponentGroup[]): ComponentGroup[] {
  const byKey = new Map(groups.map((g) => [`${g.product}:${g.name}`, g]));
  return groups.filter((group) => {
    const stable = group.name.startsWith('Unstable_') && byKey.get(`${group.product}:${group.name.slice(9)}`);
    if (!stable) return true;
    stable.aliases = [...new Set([...stable.aliases, group.name, ...group.aliases])].sort();
    return false;
  });
}
