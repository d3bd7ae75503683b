import type { MemberHistory } from '@/engine/api-history/types';
import type { Translate } from '@/engine/shared/i18n/translate';
import styles from './api-page.module.css';

/**
 * "Added in 9.N", "Deprecated in 9.N", "Removed in 9.0", "Default changed in 9.N (was …)" under a row's name:
 * small, on their own line, so they never widen the table. `data-since` lets the "API as of"
 * control hide a mark that is later than the chosen release.
 */
export function SinceMarks({ history, t }: { history?: MemberHistory; t: Translate }) {
  if (!history) return null;
  const marks: Array<{ minor?: string; text: string }> = [];
  if (history.a)
    marks.push({ minor: history.a, text: t('api-docs.addedIn').replace('{version}', history.a) });
  if (history.d)
    marks.push({ minor: history.d, text: t('api-docs.deprecatedIn').replace('{version}', history.d) });
  // Shown only with the rows of an earlier release, which is when it is news: never hidden as "later".
  if (history.r) marks.push({ text: t('api-docs.removedIn').replace('{version}', history.r) });
  for (const [minor, previous] of history.def ?? []) {
    marks.push({
      minor,
      text: t('api-docs.defaultChangedIn').replace('{version}', minor).replace('{previous}', previous),
    });
  }
  if (marks.length === 0) return null;
  return (
    <span className={styles.since}>
      {marks.map((mark) => (
        <span key={mark.text} data-since={mark.minor}>
          {mark.text}
        </span>
      ))}
    </span>
  );
}
