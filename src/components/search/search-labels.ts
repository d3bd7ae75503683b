import type { RecordKind } from '@/engine/search/types';
import type { Translate } from '@/engine/shared/i18n/translate';

/** UI strings of the search button and dialog, resolved on the server in the page's language. */
export interface SearchLabels {
  button: string;
  dialog: string;
  input: string;
  placeholder: string;
  results: string;
  empty: string;
  noResults: string;
  loading: string;
  error: string;
  close: string;
  hint: string;
  kinds: Record<RecordKind, string>;
}

const KINDS: RecordKind[] = ['page', 'section', 'api', 'prop', 'slot', 'class'];

/** Reads every `search.*` string through the page's translator. */
export function searchLabels(t: Translate): SearchLabels {
  return {
    button: t('search.button'),
    dialog: t('search.dialog'),
    input: t('search.input'),
    placeholder: t('search.placeholder'),
    results: t('search.results'),
    empty: t('search.empty'),
    noResults: t('search.noResults'),
    loading: t('search.loading'),
    error: t('search.error'),
    close: t('search.close'),
    hint: t('search.hint'),
    kinds: Object.fromEntries(KINDS.map((kind) => [kind, t(`search.kind.${kind}`)])) as Record<
      RecordKind,
      string
    >,
  };
}
