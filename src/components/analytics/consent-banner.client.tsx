'use client';
import * as React from 'react';
import { storeConsent, type ConsentChoice } from './consent';
import type { ConsentLabels } from './consent-labels';
import styles from './consent-banner.module.css';

/**
 * The first-visit question: a labelled region fixed to the bottom of the viewport. It is not modal
 * (reading goes on without answering), and a spacer of its height at the end of the page lets the
 * last lines of content scroll above it, so it never hides the page on a phone.
 */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const titleId = React.useId();
  const bodyId = React.useId();
  const bannerRef = React.useRef<HTMLElement>(null);
  const [height, setHeight] = React.useState(0);

  React.useEffect(() => {
    const banner = bannerRef.current;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    // The focused button is about to disappear; hand focus to the content rather than to <body>.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className={styles.spacer} style={{ blockSize: height }} aria-hidden="true" />
      <section
        ref={bannerRef}
        className={styles.banner}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="consent-banner"
      >
        <div className={styles.text}>
          <p id={titleId} className={styles.title}>
            {labels.title}
          </p>
          <p id={bodyId} className={styles.body}>
            {labels.body}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => choose('denied')}>
            {labels.decline}
          </button>
          <button type="button" className={styles.primary} onClick={() => choose('granted')}>
            {labels.accept}
          </button>
        </div>
      </section>
    </>
  );
}
