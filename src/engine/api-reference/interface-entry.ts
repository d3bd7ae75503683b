import type ts from 'typescript';
import type { BuiltEntry } from './component-entry';
import { readDocs } from './jsdoc';
import { extractMembers } from './members';
import { PLAN_ORDER, toKebab } from './packages';
import type { LoadedPackage } from './program';
import { GENERATED_NOTE, type ApiDescriptions, type InterfaceEntry } from './types';

/** Data Grid types readers look up most often; each gets a page of its own. */
export const GRID_INTERFACES = [
  'GridApi',
  'GridApiPro',
  'GridApiPremium',
  'GridEventLookup',
  'GridDataSource',
  'GridColDef',
  'GridActionsColDef',
  'GridSingleSelectColDef',
  'GridRowParams',
  'GridCellParams',
  'GridRenderCellParams',
  'GridRenderEditCellParams',
  'GridColumnHeaderParams',
  'GridFilterModel',
  'GridFilterItem',
  'GridFilterOperator',
  'GridSortModel',
  'GridState',
  'GridCsvExportOptions',
  'GridPrintExportOptions',
  'GridExcelExportOptions',
  'GridAggregationFunction',
] as const;

export function buildInterfaceEntry(
  checker: ts.TypeChecker,
  name: string,
  packages: readonly LoadedPackage[],
  exportsByPackage: Map<string, Map<string, ts.Symbol>>,
): BuiltEntry<InterfaceEntry> | undefined {
  const holders = packages.filter((pkg) => exportsByPackage.get(pkg.name)?.has(name));
  if (holders.length === 0) {
    console.warn(`[api] interface ${name} is not exported by any Data Grid package: skipped.`);
    return undefined;
  }
  const owner = holders[0];
  const symbol = exportsByPackage.get(owner.name)!.get(name)!;
  const where = symbol.declarations![0];
  let type = checker.getDeclaredTypeOfSymbol(symbol);
  let typeText: string | undefined;
  const element = checker.isArrayType(type)
    ? checker.getTypeArguments(type as ts.TypeReference)[0]
    : undefined;
  if (element) {
    // A model that is a list (GridSortModel) is documented through its items.
    typeText = checker.typeToString(type);
    type = element;
  }
  const docs = readDocs(checker, symbol);
  const members = extractMembers(checker, type, where);
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
  if (typeText) entry.typeText = typeText;
  const descriptions: ApiDescriptions = {
    _generated: GENERATED_NOTE,
    description: docs.description,
    props: members.descriptions,
    deprecated: {
      ...(docs.deprecated !== undefined ? { _self: docs.deprecated } : {}),
      ...members.deprecations,
    },
  };
  return { entry, descriptions };
}
