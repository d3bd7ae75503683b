import type { PackedPage } from './types';
import { SEARCH_GROUPS } from '../shared/search/groups';

/** A component the reference documents, for finding its guide page. */
export interface NamedComponent {
  name: string;
  product: string;
}

/** `DateTimePicker` → `date-time-picker`. */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Slugs a component's own guide page may have: its name (`date-picker`), or for a chart the chart
 * kind, singular or plural (`BarChart` → `bars`, `PieChart` → `pie`).
 */
function slugsOf(name: string): string[] {
  const slug = kebab(name);
  const kind = slug.replace(/-chart$/, '');
  return kind === slug ? [slug] : [slug, kind, `${kind}s`, kind.replace(/-/g, '')];
}

/**
 * The guide page of each component that has one (`DatePicker` → /x/react-date-pickers/date-picker):
 * lower-case name → page indexes. A question that names the component ranks that page first among
 * its product's pages (rank.ts). Only pages of the component's own product count.
 */
export function componentHomes(
  pages: readonly PackedPage[],
  components: readonly NamedComponent[],
): Record<string, number[]> {
  const pageBySlug = new Map<string, number>();
  pages.forEach(([, group, pathname], index) => {
    if (pathname.startsWith('/x/api/')) return;
    const slug = pathname.split('/').pop()!;
    pageBySlug.set(`${SEARCH_GROUPS[group]}|${slug}`, index);
  });
  const homes: Record<string, number[]> = {};
  for (const { name, product } of components) {
    // A one-word name (`Toolbar`, `Gauge`) is also the feature's word, which the page's title matches.
    if (!kebab(name).includes('-')) continue;
    const found = slugsOf(name)
      .map((slug) => pageBySlug.get(`${product}|${slug}`))
      .filter((page) => page !== undefined);
    if (found.length) homes[name.toLowerCase()] = [...new Set(found)];
  }
  return homes;
}
