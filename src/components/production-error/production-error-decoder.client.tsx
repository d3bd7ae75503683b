'use client';
import { useEffect, useState } from 'react';
import { ERRORS_VERSION, PRODUCTION_ERRORS } from '@generated/production-errors';
import { fillErrorMessage, parseErrorQuery, type ErrorQuery } from '@/engine/shared/production-errors/decode';
import styles from './production-error.module.css';

export interface ProductionErrorDecoderLabels {
  /** `MUI X error #{code}`. */
  title: string;
  /** Shown before the address is read, and when it names no code. */
  noCode: string;
  /** `{code}` and `{version}`: a code this release does not throw. */
  unknown: string;
  /** An argument the address did not pass. */
  missingArgument: string;
}

const BY_CODE = new Map(PRODUCTION_ERRORS.map((error) => [error.code, error]));

/**
 * Reads the code and arguments of the address the error linked to and shows the full message,
 * each argument marked. The page is static; only this box depends on the address.
 */
export function ProductionErrorDecoder({ labels }: { labels: ProductionErrorDecoderLabels }) {
  const [query, setQuery] = useState<ErrorQuery | undefined | null>(null);
  useEffect(() => {
    const read = () => setQuery(parseErrorQuery(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  if (!query) {
    return (
      <div className={styles.decoder} data-testid="production-error" data-state="empty">
        <p>{labels.noCode}</p>
      </div>
    );
  }
  const known = BY_CODE.get(query.code);
  const title = labels.title.replace('{code}', String(query.code));
  if (!known) {
    return (
      <div className={styles.decoder} role="alert" data-testid="production-error" data-state="unknown">
        <h2 className={styles.title}>{title}</h2>
        <p>{labels.unknown.replace('{code}', String(query.code)).replace('{version}', ERRORS_VERSION)}</p>
      </div>
    );
  }
  return (
    <div className={styles.decoder} role="alert" data-testid="production-error" data-state="known">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>
        {fillErrorMessage(known.message, query.args).map((part, index) =>
          'text' in part ? (
            part.text
          ) : part.value === undefined ? (
            <mark key={index} className={styles.missing} title={labels.missingArgument}>
              {`{${part.argument}}`}
            </mark>
          ) : (
            <mark key={index} className={styles.argument}>
              {part.value}
            </mark>
          ),
        )}
      </p>
      <p className={styles.meta}>
        {known.packages.map((pkg) => (
          <code key={pkg}>{pkg}</code>
        ))}{' '}
        <a href={`#error-${known.code}`}>#{known.code}</a>
      </p>
    </div>
  );
}
