import { apiPathname, loadApiEntry } from '@/engine/api-reference/api-index';
import { SITE } from '@/config/site';
import { loadPageHistory } from '@/engine/api-history/load';
import { entryAtVersion } from './api-history';
import { withRemovedMembers } from '@/engine/api-history/removed-members';
import { findApiItem } from './find-api-item';

export { findApiItem };

/**
 * Props, slots and CSS classes of one component (or Data Grid interface) with their descriptions,
 * plan and 8.x–9.x history; with `version` (`8.29`), as that release had them (members removed
 * since then included).
 */
export function componentApi(name: string, version?: string) {
  const item = findApiItem(name);
  const loaded = loadApiEntry(item.product, item.kebab, 'en');
  const marks = loadPageHistory(item.product, item.kebab)?.entry;
  // Descriptions of the members a later release removed, for an earlier `version`.
  const { descriptions } = withRemovedMembers(loaded.entry, loaded.descriptions, marks);
  const { entry, asOf } = version ? entryAtVersion(name, version) : { entry: loaded.entry, asOf: undefined };
  const since = (
    member: { a?: string; d?: string; r?: string; def?: Array<[string, string]> } | undefined,
  ) => ({
    ...(member?.a ? { addedIn: member.a } : {}),
    ...(member?.d ? { deprecatedIn: member.d } : {}),
    ...(member?.r ? { removedIn: member.r } : {}),
    ...(member?.def ? { defaultChanges: member.def.map(([minor, was]) => ({ in: minor, was })) } : {}),
  });
  const members = entry.kind === 'component' ? entry.props : entry.properties;
  return {
    name: entry.name,
    product: entry.product,
    kind: entry.kind,
    plan: entry.plan,
    plans: entry.plans,
    url: `${SITE.origin}${apiPathname(item)}`,
    ...(asOf ? { asOf } : {}),
    ...since(marks),
    imports: entry.imports,
    deprecated: entry.deprecated ? (descriptions.deprecated?._self ?? true) : false,
    aliases: entry.aliases,
    description: descriptions.description ?? '',
    ...(entry.kind === 'interface' && entry.typeText ? { typeText: entry.typeText } : {}),
    [entry.kind === 'component' ? 'props' : 'properties']: members.map((prop) => ({
      name: prop.name,
      type: prop.type.text,
      ...(prop.default !== undefined ? { default: prop.default } : {}),
      required: prop.required,
      deprecated: prop.deprecated ? (descriptions.deprecated?.[prop.name] ?? true) : false,
      description: descriptions.props?.[prop.name] ?? '',
      ...since(marks?.props?.[prop.name]),
    })),
    ...(entry.kind === 'component'
      ? {
          slots: entry.slots.map((slot) => ({
            name: slot.name,
            ...(slot.default ? { default: slot.default } : {}),
            description: descriptions.slots?.[slot.name] ?? '',
            ...since(marks?.slots?.[slot.name]),
          })),
          classes: entry.classes.map((item) => ({
            key: item.key,
            className: item.className,
            description: descriptions.classes?.[item.key] ?? '',
            ...since(marks?.classes?.[item.key]),
          })),
        }
      : {}),
  };
}
