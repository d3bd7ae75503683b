import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { LISTED_INTERFACES } from '../api-reference/listed-interfaces';
import { PLAN_ORDER } from '../api-reference/packages';
import type { ApiEntry, ApiIndex, Plan, Product } from '../api-reference/types';

/** The API names a page may write in inline code, from the components its front matter lists. */
export interface ApiNames {
  /** Listed components present in the generated data and available at the page's plan. */
  components: string[];
  props: Set<string>;
  slots: Set<string>;
  /** Global class names, e.g. `MuiDataGrid-cell`. */
  classNames: Set<string>;
  /** Class prefixes of those components, e.g. `MuiDataGrid`: only these classes are checked. */
  classPrefixes: Set<string>;
  /** Props of each listed component, for `<DataGridPro treeData />` spans. */
  propsByComponent: Map<string, Set<string>>;
  /** `apiRef` interface of the page's plan (Data Grid only), with its methods. */
  api?: { name: string; methods: Set<string>; elsewhere: Map<string, string> };
  /** Every API name of the page's products at any plan: a bare identifier equal to one passes. */
  known: Set<string>;
  /**
   * The names a near miss is a typo of: members of components and of the listed interfaces
   * (`GridApi`, `GridColDef`…). Members of the many types a prop names (`getValue` of a
   * shortcut item) pass when written exactly, but are too generic to call `setValue` a typo.
   */
  typoTargets: Set<string>;
  /** Where a name missing at the page's plan exists in its product, e.g. `DataGridPremium (premium)`. */
  elsewhere: Map<string, string>;
  /** Listed names that are not in the generated data. */
  unknownComponents: string[];
}

const API_INTERFACE: Partial<Record<Product, Record<Plan, string>>> = {
  'data-grid': { community: 'GridApi', pro: 'GridApiPro', premium: 'GridApiPremium' },
};

const rank = (plan: Plan) => PLAN_ORDER.indexOf(plan);

const LISTED = new Set(Object.values(LISTED_INTERFACES).flat());

/**
 * Collects the names of `components` from `entries`. With `plan` (the page's front matter),
 * only components and the `apiRef` interface available at that plan count; without it, the
 * highest plan among the listed components.
 */
export function buildApiNames(
  entries: readonly ApiEntry[],
  components: readonly string[],
  plan?: Plan,
): ApiNames {
  const byName = new Map<string, ApiEntry>();
  for (const entry of entries) for (const name of [entry.name, ...entry.aliases]) byName.set(name, entry);
  const listed = components.map((name) => byName.get(name)).filter((entry) => entry !== undefined);
  const unknownComponents = components.filter((name) => !byName.has(name));
  const allowed = listed.filter((entry) => !plan || rank(entry.plan) <= rank(plan));
  const names: ApiNames = {
    components: allowed.map((entry) => entry.name),
    props: new Set(),
    slots: new Set(),
    classNames: new Set(),
    classPrefixes: new Set(),
    propsByComponent: new Map(),
    known: new Set(),
    typoTargets: new Set(),
    elsewhere: new Map(),
    unknownComponents,
  };
  for (const entry of allowed) {
    if (entry.kind !== 'component') continue;
    names.propsByComponent.set(entry.name, new Set(entry.props.map((prop) => prop.name)));
    for (const prop of entry.props) names.props.add(prop.name);
    for (const slot of entry.slots) names.slots.add(slot.name);
    for (const cls of entry.classes) {
      names.classNames.add(cls.className);
      names.classPrefixes.add(cls.className.split('-')[0]);
    }
  }
  const products = new Set(listed.map((entry) => entry.product));
  const topPlan = plan ?? PLAN_ORDER[Math.max(0, ...listed.map((entry) => rank(entry.plan)))];
  for (const product of products) {
    const interfaceName = API_INTERFACE[product]?.[topPlan];
    const api = interfaceName ? byName.get(interfaceName) : undefined;
    if (api?.kind === 'interface') {
      const elsewhere = new Map<string, string>();
      for (const other of Object.values(API_INTERFACE[product]!)) {
        const entry = byName.get(other);
        if (entry?.kind !== 'interface' || entry === api) continue;
        for (const member of entry.properties) elsewhere.set(member.name, `${entry.name} (${entry.plan})`);
      }
      names.api = {
        name: api.name,
        methods: new Set(api.properties.map((member) => member.name)),
        elsewhere,
      };
    }
  }
  for (const entry of entries) {
    if (!products.has(entry.product)) continue;
    const members =
      entry.kind === 'component'
        ? [...entry.props, ...entry.slots, ...entry.classes.map((cls) => ({ name: cls.key }))]
        : entry.properties;
    const targets = entry.kind === 'component' || LISTED.has(entry.name);
    for (const member of members) {
      names.known.add(member.name);
      if (targets) names.typoTargets.add(member.name);
      const where = `${entry.name} (${entry.plan})`;
      if (entry.kind === 'component' && !names.elsewhere.has(member.name) && !allowed.includes(entry)) {
        names.elsewhere.set(member.name, where);
      }
    }
    if (entry.kind === 'component') {
      for (const cls of entry.classes) {
        if (!names.elsewhere.has(cls.className))
          names.elsewhere.set(cls.className, `${entry.name} (${entry.plan})`);
      }
    }
  }
  return names;
}

let cachedEntries: ApiEntry[] | undefined;

/** Every entry `npm run api:build` wrote to `generated/api/`, read once. */
export function loadApiEntries(dir = path.join(process.cwd(), 'generated', 'api')): ApiEntry[] {
  if (cachedEntries) return cachedEntries;
  const indexFile = path.join(dir, 'index.json');
  if (!fs.existsSync(indexFile)) {
    throw new Error('Prose check: generated/api/index.json is missing; run `npm run api:build` first.');
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as ApiIndex;
  cachedEntries = index.entries.map(
    (item) =>
      JSON.parse(fs.readFileSync(path.join(dir, item.product, `${item.kebab}.json`), 'utf8')) as ApiEntry,
  );
  return cachedEntries;
}
