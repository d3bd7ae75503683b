import { changeRows } from '@/engine/api-reference/change-rows';
import type { EntryChanges } from '@/engine/api-reference/changes-types';
import { ApiChangesTable } from './api-changes-table';
import { API_CHANGES_ID } from './api-toc';
import { withMajors } from './with-majors';
import styles from './api-changes.module.css';
import type { Translate, TranslationKey } from '@/engine/shared/i18n/translate';

export interface ApiChangesProps {
  changes: EntryChanges;
  t: Translate;
  /** The product's full "API changes, v8 to v9" page, localised. */
  productHref: string;
  /** The majors compared: `v8`, `v9`. */
  from: string;
  to: string;
}

/** "Changes from v8" on an API page: collapsed by default, the summary says how much changed. */
export function ApiChanges({ changes, t: plainT, productHref, from, to }: ApiChangesProps) {
  const t = withMajors(plainT, from, to);
  const rows = changeRows(changes);
  const removed = rows.filter((row) => row.change === 'removed').length;
  const added = rows.filter((row) => row.change === 'added').length;
  const other = rows.length - removed - added;
  const counts: Array<[TranslationKey, number]> = [
    ['api-changes.removed', removed],
    ['api-changes.added', added],
    ['api-changes.changed', other],
  ];
  return (
    <section className={styles.section} aria-labelledby={API_CHANGES_ID}>
      <h2 id={API_CHANGES_ID}>{t('api-changes.title')}</h2>
      <details className={styles.details} data-testid="api-changes">
        <summary>
          {counts
            .filter(([, count]) => count > 0)
            .map(([key, count]) => `${t(key)}: ${count}`)
            .join(' · ')}
        </summary>
        <p className={styles.note}>{t('api-changes.intro')}</p>
        <ApiChangesTable rows={rows} t={t} label={`${changes.name} · ${t('api-changes.title')}`} />
        <p>
          <a href={productHref}>{t('api-changes.fullTable')}</a>
        </p>
      </details>
    </section>
  );
}
