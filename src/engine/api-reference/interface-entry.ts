import ts from 'typescript';
import type { BuiltEntry } from './component-entry';
import { readDocs, withoutLinkLists } from './jsdoc';
import type { DefaultInstances } from './default-instances';
import { extractMembers, withInstantiated } from './members';
import { PLAN_ORDER, toKebab } from './packages';
import type { LoadedPackage } from './program';
import { declarationSource } from './source';
import { GENERATED_NOTE, type ApiDescriptions, type InterfaceEntry } from './types';

export function buildInterfaceEntry(
  checker: ts.TypeChecker,
  name: string,
  packages: readonly LoadedPackage[],
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
  defaults?: DefaultInstances,
): BuiltEntry<InterfaceEntry> | undefined {
  const holders = packages.filter((pkg) => exportsByPackage.get(pkg.name)?.has(name));
  if (holders.length === 0) {
    console.warn(`[api] interface ${name} is not exported by any ${packages[0]?.product} package: skipped.`);
    return undefined;
  }
  const owner = holders[0];
  const symbol = exportsByPackage.get(owner.name)!.get(name)!;
  const where = symbol.declarations![0];
  let type = checker.getDeclaredTypeOfSymbol(symbol);
  let typeText = aliasText(where);
  const element = checker.isArrayType(type)
    ? checker.getTypeArguments(type as ts.TypeReference)[0]
    : undefined;
  if (element) {
    // A model that is a list (GridSortModel) is documented through its items.
    typeText = checker.typeToString(type);
    type = element;
  }
  const docs = readDocs(checker, symbol);
  const instance = defaults?.get({ module: owner.name, name, kind: 'type' });
  const generic = hasMembers(type)
    ? extractMembers(checker, type, where)
    : { members: [], descriptions: {}, deprecations: {}, referencedNames: new Set<string>() };
  // A generic alias (`AxisConfig<S, V, AxisProps>`) reaches most members through its parameters.
  const members = withInstantiated(generic, (skip) =>
    instance && hasMembers(instance.type)
      ? extractMembers(defaults!.checker, instance.type, instance.where, skip)
      : undefined,
  );
  const plans = PLAN_ORDER.filter((plan) => holders.some((pkg) => pkg.plan === plan));
  const entry: InterfaceEntry = {
    _generated: GENERATED_NOTE,
    name,
    kebab: toKebab(name),
    product: owner.product,
    kind: 'interface',
    plan: plans[0],
    plans,
    aliases: [],
    imports: [`import type { ${name} } from '${owner.name}';`],
    deprecated: docs.deprecated !== undefined,
    properties: members.members,
  };
  const source = declarationSource(where);
  if (source) entry.source = source;
  if (typeText) entry.typeText = typeText;
  const descriptions: ApiDescriptions = {
    _generated: GENERATED_NOTE,
    description: withoutLinkLists(docs.description),
    props: members.descriptions,
    deprecated: {
      ...(docs.deprecated !== undefined ? { _self: docs.deprecated } : {}),
      ...members.deprecations,
    },
  };
  return { entry, descriptions };
}

/** Object types (and unions or intersections of them) list properties; `'a' | 'b'` or `string` do not. */
function hasMembers(type: ts.Type): boolean {
  if (type.isUnionOrIntersection()) return type.types.every(hasMembers);
  return (type.flags & ts.TypeFlags.Object) !== 0;
}

/**
 * The right-hand side of a type alias as declared (`'compact' | 'standard'`,
 * `(row: R) => GridRowId`), on one line and without comments; none for an interface or
 * a plain object literal, whose members say it all.
 */
function aliasText(declaration: ts.Declaration): string | undefined {
  if (!ts.isTypeAliasDeclaration(declaration) || ts.isTypeLiteralNode(declaration.type)) return undefined;
  const printer = ts.createPrinter({ removeComments: true });
  const text = printer.printNode(ts.EmitHint.Unspecified, declaration.type, declaration.getSourceFile());
  return text.replace(/\s+/g, ' ').trim();
}
