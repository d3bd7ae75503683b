import { loadApiIndex } from '../api-reference/api-index';
import { contentKeyFor } from '../content/files';
import { readPageSource } from '../content/page-source';
import { getPageTitle } from '../i18n/titles';
import { docsPagePathnames, findLeaf } from '../nav';
import type { Lang } from '../shared/paths';
import { collectApiPage } from './collect-api';
import { collectDocsPage } from './collect-docs';
import { SEARCH_GROUPS, type SearchGroup, type SearchRecord } from './types';
import type { NamedComponent } from './component-homes';

/** Top-level entry of the navigation tree each result group stands for. */
const GROUP_ENTRIES: Record<SearchGroup, string> = {
  introduction: '/x/introduction-group',
  'common-concepts': '/x/common-concepts',
  'data-grid': '/x/react-data-grid-group',
  'date-pickers': '/x/react-date-pickers-group',
  charts: '/x/react-charts-group',
  'tree-view': '/x/react-tree-view-group',
  migration: '/x/migration',
};

const GROUP_BY_ENTRY = new Map(Object.entries(GROUP_ENTRIES).map(([group, entry]) => [entry, group]));

/** Group labels in `lang`, in SEARCH_GROUPS order, from the sidebar's title dictionaries. */
export function groupLabels(lang: Lang): string[] {
  return SEARCH_GROUPS.map((group) => getPageTitle(GROUP_ENTRIES[group], lang));
}

/** Every record of `lang`: written pages in reading order, then the API reference. */
export function collectRecords(lang: Lang): SearchRecord[] {
  const records: SearchRecord[] = [];
  const labels = groupLabels(lang);
  for (const pathname of docsPagePathnames()) {
    const leaf = findLeaf(pathname)!;
    const top = leaf.ancestors[0]?.pathname ?? pathname;
    const group = GROUP_BY_ENTRY.get(top) as SearchGroup | undefined;
    if (!group) throw new Error(`search: ${pathname} is under ${top}, which no result group stands for`);
    const title = leaf.page.title ?? getPageTitle(pathname, lang);
    const english = leaf.page.title ?? getPageTitle(pathname, 'en');
    records.push(
      ...collectDocsPage(
        {
          pathname,
          title,
          englishTitle: english !== title ? english : undefined,
          group,
          groupLabel: labels[SEARCH_GROUPS.indexOf(group)],
        },
        lang,
      ),
    );
  }
  for (const item of loadApiIndex()) records.push(...collectApiPage(item, lang));
  return records;
}

/** The reference's components, for the component prior (`buildIndex`). */
export function searchComponents(): NamedComponent[] {
  return loadApiIndex()
    .filter((item) => item.kind === 'component')
    .map(({ name, product }) => ({ name, product }));
}

/** Markdown of the English migration guides, whose version tables list renamed API names. */
export function migrationSources(): string[] {
  return docsPagePathnames()
    .filter((pathname) => findLeaf(pathname)!.ancestors[0]?.pathname === GROUP_ENTRIES.migration)
    .map((pathname) => readPageSource(contentKeyFor(pathname), 'en')?.content ?? '');
}
