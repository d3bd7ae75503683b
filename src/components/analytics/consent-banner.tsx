import type { ConsentLabels } from './consent-labels';
import { ConsentButtons } from './consent-buttons.client';
import styles from './consent-banner.module.css';

/**
 * The first-visit question, in the prerendered HTML of every page so it paints with the page (had it
 * appeared after load, it became the Largest Contentful Paint of pages with a short heading, seconds
 * late). A visitor who already answered never sees it: the pre-paint script (`consent-prepaint.ts`)
 * marks <html> and CSS hides it before the first paint. It is a labelled region, not modal, and
 * sticky to the bottom of the viewport: at the end of the page it sits below the footer, so the last
 * lines stay readable on a phone without any measuring script.
 */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      data-testid="consent-banner"
    >
      <div className={styles.text}>
        <p id="consent-title" className={styles.title}>
          {labels.title}
        </p>
        <p id="consent-body" className={styles.body}>
          {labels.body}
        </p>
      </div>
      <ConsentButtons
        accept={labels.accept}
        decline={labels.decline}
        classes={{ actions: styles.actions, primary: styles.primary, secondary: styles.secondary }}
      />
    </section>
  );
}
