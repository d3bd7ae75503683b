import { normalizeDefault } from '../api-reference/normalize-type';
import { API_PACKAGES } from '../api-reference/packages';
import type { ApiEntry } from '../api-reference/types';
import type { EntrySnapshot, Minor, ReleaseSnapshot } from './types';

function owningPackage(entry: ApiEntry): string {
  const info = API_PACKAGES.find((pkg) => pkg.product === entry.product && pkg.plan === entry.plan);
  if (!info) throw new Error(`No package for ${entry.product} at plan ${entry.plan}`);
  return info.name;
}

/** What the history keeps of one entry: member names, defaults and deprecations. */
export function snapshotEntry(entry: ApiEntry): EntrySnapshot {
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  const snapshot: EntrySnapshot = {
    k: entry.kind === 'component' ? 'c' : 'i',
    pkg: owningPackage(entry),
    p: Object.fromEntries(
      props.map((prop) => [
        prop.name,
        prop.deprecated ? [normalizeDefault(prop.default) ?? '', 1] : [normalizeDefault(prop.default) ?? ''],
      ]),
    ),
  };
  if (entry.deprecated) snapshot.dep = 1;
  if (entry.kind === 'component') {
    if (entry.slots.length) snapshot.s = entry.slots.map((slot) => slot.name);
    if (entry.classes.length) snapshot.c = entry.classes.map((item) => item.key);
  }
  return snapshot;
}

/** One release's snapshot from the extractor's entries. */
export function snapshotRelease(
  minor: Minor,
  versions: Record<string, string>,
  entries: readonly ApiEntry[],
): ReleaseSnapshot {
  return {
    minor,
    versions,
    entries: Object.fromEntries(
      entries.map((entry) => [`${entry.product}/${entry.kebab}`, snapshotEntry(entry)]),
    ),
  };
}
