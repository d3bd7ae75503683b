import { loadApiIndex } from '@/engine/api-reference/api-index';
import type { ApiIndexItem } from '@/engine/api-reference/types';
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
