import type { ApiEntry } from '../api-reference/types';
import { defaultAsOf, existsIn, stillIn } from '../shared/api-history/as-of';
import type { EntryHistory } from './types';

/**
 * The entry as it was in `version`: members added later left out, defaults as they were then,
 * members removed by `version` left out (pass an entry from `withRemovedMembers` to have those
 * removed after `version` back).
 */
export function entryAsOf(entry: ApiEntry, history: EntryHistory, version: string): ApiEntry {
  const props = (entry.kind === 'component' ? entry.props : entry.properties)
    .filter(
      (prop) =>
        existsIn(history.props?.[prop.name]?.a, version) && stillIn(history.props?.[prop.name]?.r, version),
    )
    .map((prop) => {
      const member = history.props?.[prop.name];
      if (!member) return prop;
      return {
        ...prop,
        default: defaultAsOf(prop.default, member.def, version),
        // Deprecated later than `version`: not deprecated yet then.
        deprecated: prop.deprecated && existsIn(member.d, version),
      };
    });
  if (entry.kind === 'interface') return { ...entry, properties: props };
  return {
    ...entry,
    props,
    slots: entry.slots.filter(
      (slot) =>
        existsIn(history.slots?.[slot.name]?.a, version) && stillIn(history.slots?.[slot.name]?.r, version),
    ),
    classes: entry.classes.filter(
      (item) =>
        existsIn(history.classes?.[item.key]?.a, version) && stillIn(history.classes?.[item.key]?.r, version),
    ),
  };
}
