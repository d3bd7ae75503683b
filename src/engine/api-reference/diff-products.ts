import type { ChangeTotals, ComponentRef, EntryChanges, ProductChanges } from './changes-types';
import { diffEntry, replacementIn, type SnapshotEntry } from './diff-entry';
import { API_PACKAGES, PRODUCTS } from './packages';
import { GENERATED_NOTE, type Product } from './types';

/** Installed versions of one package in both majors. */
export type VersionPairs = Record<string, { from?: string; to?: string }>;

const ref = ({ entry }: SnapshotEntry): ComponentRef => ({
  name: entry.name,
  kebab: entry.kebab,
  plan: entry.plan,
});

function totalsOf(result: Omit<ProductChanges, 'totals'>): ChangeTotals {
  const sum = (pick: (entry: EntryChanges) => number) => result.entries.reduce((n, e) => n + pick(e), 0);
  return {
    componentsAdded: result.componentsAdded.length,
    componentsRemoved: result.componentsRemoved.length,
    propsAdded: sum((e) => e.props.added.length),
    propsRemoved: sum((e) => e.props.removed.length),
    propsTypeChanged: sum((e) => e.props.typeChanged.length),
    propsDefaultChanged: sum((e) => e.props.defaultChanged.length),
    propsDeprecatedRemoved: sum((e) => e.props.removed.filter((prop) => prop.deprecated).length),
    slotsAdded: sum((e) => e.slots.added.length),
    slotsRemoved: sum((e) => e.slots.removed.length),
    classesAdded: sum((e) => e.classes.added.length),
    classesRemoved: sum((e) => e.classes.removed.length),
  };
}

/**
 * Compares one product's entries across two majors. An older name that the newer major keeps
 * only as an alias of another entry is compared with that entry, unless the older major had both.
 */
export function diffProduct(
  product: Product,
  older: SnapshotEntry[],
  newer: SnapshotEntry[],
  versions: VersionPairs = {},
  from = 'v7',
  to = 'v8',
): ProductChanges {
  const newerByName = new Map(newer.map((item) => [item.entry.name, item]));
  const olderNames = new Set(older.map((item) => item.entry.name));
  for (const item of newer) {
    for (const alias of item.entry.aliases) {
      if (!newerByName.has(alias) && !olderNames.has(item.entry.name)) newerByName.set(alias, item);
    }
  }
  const matched = new Set<SnapshotEntry>();
  const entries: EntryChanges[] = [];
  const componentsRemoved: ComponentRef[] = [];
  const newerNames = new Set(newer.map((item) => item.entry.name));
  for (const old of older) {
    const counterpart = newerByName.get(old.entry.name);
    // A type the older props named but the newer ones do not is no component removed.
    if (!counterpart && old.entry.kind !== 'component') continue;
    if (!counterpart) {
      const removed: ComponentRef = { ...ref(old), deprecated: old.entry.deprecated };
      const aliasOf = newer.find((item) => item.entry.aliases.includes(old.entry.name));
      const replacedBy =
        aliasOf?.entry.name ?? replacementIn(old.descriptions.deprecated?._self, old.entry.name, newerNames);
      if (replacedBy) removed.replacedBy = replacedBy;
      componentsRemoved.push(removed);
      continue;
    }
    matched.add(counterpart);
    const changes = diffEntry(old, counterpart);
    if (changes) entries.push(changes);
  }
  const componentsAdded = newer
    .filter((item) => !matched.has(item) && item.entry.kind === 'component')
    .map(ref);
  const versionLines: Record<string, string> = {};
  for (const info of API_PACKAGES.filter((pkg) => pkg.product === product)) {
    const pair = versions[info.name];
    if (pair) versionLines[info.name] = `${pair.from ?? '—'} → ${pair.to ?? '—'}`;
  }
  const result = {
    _generated: GENERATED_NOTE,
    product,
    from,
    to,
    versions: versionLines,
    componentsAdded,
    componentsRemoved,
    entries: entries.sort((a, b) => a.name.localeCompare(b.name)),
  };
  return { ...result, totals: totalsOf(result) };
}

/** One comparison per product between two snapshots (each a flat list of entries). */
export function diffSnapshots(
  older: SnapshotEntry[],
  newer: SnapshotEntry[],
  versions: VersionPairs = {},
  from = 'v7',
  to = 'v8',
): ProductChanges[] {
  return PRODUCTS.map((product) =>
    diffProduct(
      product,
      older.filter((item) => item.entry.product === product),
      newer.filter((item) => item.entry.product === product),
      versions,
      from,
      to,
    ),
  );
}
