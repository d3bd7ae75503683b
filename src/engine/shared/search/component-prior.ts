/**
 * The component prior: a question that names a component as one word ("DatePicker", "datepickers",
 * "RichTreeView") ranks that component's own guide page first among its product's pages. Words apart
 * ("date picker", "bar chart") name the kind of thing, not the component, and get only the product
 * prior. Pure; the browser runs it.
 */
import { queryTerms } from './tokenize';

/** Pages (indexes into meta.pages) of the components `query` names, from meta.homes. */
export function componentPages(
  query: string,
  homes: Readonly<Record<string, number[]>> | undefined,
): Set<number> {
  const pages = new Set<number>();
  if (!homes) return pages;
  for (const word of queryTerms(query)) {
    // Plurals name the component too ("DatePickers").
    for (const name of [word, word.replace(/s$/, '')]) {
      const found = homes[name];
      if (Array.isArray(found)) for (const page of found) pages.add(page);
    }
  }
  return pages;
}
