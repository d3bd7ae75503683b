import { changeRows } from '@/engine/api-reference/change-rows';
import type { EntryChanges } from '@/engine/api-reference/changes-types';
import { ApiChangesTable } from './api-changes-table';
import styles from './api-changes.module.css';
import type { Translate, TranslationKey } from '@/engine/shared/i18n/translate';

export interface ApiChangesProps {
  changes: EntryChanges;
  t: Translate;
  /** The product's full "API changes, v7 to v8" page, localised. */
  productHref: string;
}

/** "Changes from v7" on an API page: collapsed by default, the summary says how much changed. */
export function ApiChanges({ changes, t, productHref }: ApiChangesProps) {
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
    <section className={styles.section} aria-labelledby="changes-from-v7">
      <h2 id="changes-from-v7">{t('api-changes.title')}</h2>
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
