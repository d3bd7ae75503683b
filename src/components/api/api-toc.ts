import type { ApiDescriptions, ApiEntry } from '@/engine/api-reference/types';
import type { TocEntry } from '@/engine/markdown/rehype-headings';
import type { Translate } from '@/engine/shared/i18n/translate';
import { groupProps } from './props-groups';

/** Anchor of an API page's "Changes from v8" section. */
export const API_CHANGES_ID = 'changes-from-v8';

/** The sections of an API page, in page order, for the table of contents guides have too. */
export function apiTocEntries(
  entry: ApiEntry,
  descriptions: ApiDescriptions,
  t: Translate,
  has: { changes: boolean; guides: boolean },
): TocEntry[] {
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  const toc: TocEntry[] = [{ id: 'import', text: t('api-docs.import'), depth: 2 }];
  if (props.length > 0) {
    toc.push({ id: 'props', text: t('api-docs.props'), depth: 2 });
    for (const group of groupProps(props, descriptions).inherited) {
      toc.push({ id: group.id, text: `${t('api-docs.inheritedFrom')} ${group.from}`, depth: 3 });
    }
  }
  if (entry.kind === 'component' && entry.slots.length > 0)
    toc.push({ id: 'slots', text: t('api-docs.slots'), depth: 2 });
  if (entry.kind === 'component' && entry.classes.length > 0)
    toc.push({ id: 'classes', text: t('api-docs.css'), depth: 2 });
  if (has.changes)
    toc.push({ id: API_CHANGES_ID, text: t('api-changes.title').replace('{from}', 'v8'), depth: 2 });
  if (has.guides) toc.push({ id: 'demos', text: t('api-docs.demos'), depth: 2 });
  return toc;
}
