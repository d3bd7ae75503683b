import type { ApiType } from '@/engine/api-reference/types';
import styles from './api-page.module.css';

/** Unions longer than this are folded behind a summary. */
const FOLD_MEMBERS = 4;
const FOLD_CHARS = 90;

export function ApiTypeView({ type }: { type: ApiType }) {
  const members = type.members ?? [];
  if (members.length <= FOLD_MEMBERS && type.text.length <= FOLD_CHARS) {
    return <code className={styles.type}>{type.text}</code>;
  }
  if (members.length === 0) {
    return (
      <details className={styles.union}>
        <summary>
          <code className={styles.type}>{type.text.slice(0, 40)}…</code>
        </summary>
        <code className={styles.type}>{type.text}</code>
      </details>
    );
  }
  return (
    <details className={styles.union}>
      <summary>
        <code className={styles.type}>{type.alias ?? `${members[0]} | …`}</code> ({members.length})
      </summary>
      <ul className={styles.members}>
        {members.map((member) => (
          <li key={member}>
            <code className={styles.type}>{member}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
