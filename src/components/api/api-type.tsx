import type { ApiSignature, ApiType } from '@/engine/api-reference/types';
import styles from './api-page.module.css';
import { LinkedType, LinkedTypeText, type TypeLinks } from './linked-type';

/** Unions longer than this are folded behind a summary. */
const FOLD_MEMBERS = 4;
const FOLD_CHARS = 90;

export function ApiTypeView({ type, links }: { type: ApiType; links?: TypeLinks }) {
  const members = type.members ?? [];
  if (members.length <= FOLD_MEMBERS && type.text.length <= FOLD_CHARS) {
    return <LinkedType text={type.text} links={links} />;
  }
  // Summaries stay plain text: a link inside <summary> would fight the toggle for the click.
  if (members.length === 0) {
    return (
      <details className={styles.union}>
        <summary>
          <code className={styles.type}>{type.text.slice(0, 40)}…</code>
        </summary>
        <LinkedType text={type.text} links={links} />
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
            <LinkedType text={member} links={links} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** `(params: GridRowParams, event: MuiEvent) => void`; one parameter a line when there are several. */
export function SignatureView({ signature, links }: { signature: ApiSignature; links?: TypeLinks }) {
  const stacked = signature.params.length > 1;
  return (
    <code className={`${styles.type} ${styles.signature}`}>
      (
      {signature.params.map((param, index) => (
        <span key={param.name} className={stacked ? styles.signatureParam : undefined}>
          {param.rest ? '...' : ''}
          {param.name}
          {param.optional ? '?' : ''}: <LinkedTypeText text={param.type} links={links} />
          {index < signature.params.length - 1 ? ', ' : ''}
        </span>
      ))}
      ) =&gt; <LinkedTypeText text={signature.returns} links={links} />
    </code>
  );
}
