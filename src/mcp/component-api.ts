import { apiPathname, loadApiEntry, loadApiIndex } from '@/engine/api-reference/api-index';
import type { ApiIndexItem } from '@/engine/api-reference/types';
import { SITE } from '@/config/site';
import { closestMatches, NotFoundError } from './closest';

/** The API index entry whose name, alias or page name is `name` (case-insensitive). */
export function findApiItem(name: string): ApiIndexItem {
  const wanted = name
    .trim()
    .replace(/^<|\s*\/?>$/g, '')
    .toLowerCase();
  const items = loadApiIndex();
  const found =
    items.find((item) => item.name.toLowerCase() === wanted) ??
    items.find((item) => item.aliases.some((alias) => alias.toLowerCase() === wanted)) ??
    items.find((item) => item.kebab === wanted);
  if (found) return found;
  throw new NotFoundError(
    'component',
    name,
    closestMatches(
      wanted,
      items.map((item) => item.name),
    ),
  );
}

/** Props, slots and CSS classes of one component (or Data Grid interface) with their descriptions and plan. */
export function componentApi(name: string) {
  const item = findApiItem(name);
  const { entry, descriptions } = loadApiEntry(item.product, item.kebab, 'en');
  const members = entry.kind === 'component' ? entry.props : entry.properties;
  return {
    name: entry.name,
    product: entry.product,
    kind: entry.kind,
    plan: entry.plan,
    plans: entry.plans,
    url: `${SITE.origin}${apiPathname(item)}`,
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
    })),
    ...(entry.kind === 'component'
      ? {
          slots: entry.slots.map((slot) => ({
            name: slot.name,
            ...(slot.default ? { default: slot.default } : {}),
            description: descriptions.slots?.[slot.name] ?? '',
          })),
          classes: entry.classes.map((item) => ({
            key: item.key,
            className: item.className,
            description: descriptions.classes?.[item.key] ?? '',
          })),
        }
      : {}),
  };
}
