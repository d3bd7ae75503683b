import type { ChangeRow } from '@/engine/api-reference/change-rows';
import styles from './api-changes.module.css';
import type { Translate } from '@/engine/shared/i18n/translate';

type T = Translate;

function Details({ row, t }: { row: ChangeRow; t: T }) {
  if (row.change === 'added') return row.to ? <code>{row.to}</code> : null;
  if (row.change === 'removed') {
    return (
      <>
        {row.from && <code>{row.from}</code>}
        {row.deprecated && <span className={styles.note}> · {t('api-changes.deprecatedBefore')}</span>}
        {row.replacedBy && (
          <span>
            {' '}
            · {t('api-changes.use')} <code>{row.replacedBy}</code>
          </span>
        )}
      </>
    );
  }
  return (
    <>
      <code>{row.from}</code> → <code>{row.to}</code>
      {row.membersRemoved && row.membersRemoved.length > 0 && (
        <span className={styles.note}>
          {' '}
          · {t('api-changes.narrowed')} <code>{row.membersRemoved.join(' | ')}</code>
        </span>
      )}
    </>
  );
}

/** One component's changes: kind, name, what changed, and the old and new values. */
export function ApiChangesTable({ rows, t, label }: { rows: ChangeRow[]; t: T; label: string }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('api-changes.kind')}</th>
            <th scope="col">{t('api-docs.name')}</th>
            <th scope="col">{t('api-changes.change')}</th>
            <th scope="col">{t('api-changes.details')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.section}:${row.name}:${row.change}`}>
              <td>{t(`api-changes.${row.section}`)}</td>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td className={row.change === 'removed' ? styles.removed : undefined}>
                {t(`api-changes.${row.change}`)}
              </td>
              <td>
                <Details row={row} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
