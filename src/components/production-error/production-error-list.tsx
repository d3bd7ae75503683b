import { ERRORS_VERSION, PRODUCTION_ERRORS } from '@generated/production-errors';
import styles from './production-error.module.css';

export interface ProductionErrorListLabels {
  caption: string;
  code: string;
  message: string;
  packages: string;
}

/**
 * Every code of the installed release with its message, as static HTML: find-in-page, search
 * engines and the Markdown twin see them all, and each row has an anchor (`#error-156`).
 */
export function ProductionErrorList({ labels }: { labels: ProductionErrorListLabels }) {
  return (
    <div className="table-scroll">
      <table className={styles.list}>
        <caption>{labels.caption.replace('{version}', ERRORS_VERSION)}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.code}</th>
            <th scope="col">{labels.message}</th>
            <th scope="col">{labels.packages}</th>
          </tr>
        </thead>
        <tbody>
          {PRODUCTION_ERRORS.map((error) => (
            <tr key={error.code} id={`error-${error.code}`}>
              <th scope="row">
                <a href={`#error-${error.code}`}>{error.code}</a>
              </th>
              <td className={styles.message}>{error.message}</td>
              <td>
                {error.packages.map((pkg) => (
                  <code key={pkg}>{pkg}</code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
