'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { getProductInfo } from '@/engine/shared/paths';
import { loadGoogleAnalytics, stopGoogleAnalytics } from './google-analytics';
import { track } from './track';
import { whenIdle } from './idle';
import { useAnalyticsConsent } from './use-analytics-consent';
import { whenActivated } from './when-activated';
import { shouldReportWebVitals } from './web-vitals-sampling';

/** One delegated listener for every element with `data-ga-event-*` attributes. */
function onClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.('[data-ga-event-category]');
  if (!target) return;
  const category = target.getAttribute('data-ga-event-category') ?? '';
  const action = target.getAttribute('data-ga-event-action') ?? '';
  const label = target.getAttribute('data-ga-event-label') ?? undefined;
  track({ name: 'click', eventCategory: category, eventAction: action, eventLabel: label });
}

// Web vitals observers live as long as the page: granting twice must not subscribe twice.
let webVitalsStarted = false;

function startWebVitals() {
  if (webVitalsStarted || !shouldReportWebVitals()) return;
  webVitalsStarted = true;
  // `web-vitals` is a separate chunk, fetched only for the sampled page views. Its reports go
  // through `track`, which drops them if consent is withdrawn meanwhile.
  void import('./web-vitals')
    .then(({ measureWebVitals }) => measureWebVitals((event) => track(event)))
    .catch(() => {
      // A chunk that fails to load costs one sample, never the page.
    });
}

export interface AnalyticsProps {
  /**
   * Google Analytics 4 measurement id (`GA_MEASUREMENT_ID`, empty: no Google script). Passed by the
   * server: a build in two steps (compile, then prerender) leaves `NEXT_PUBLIC_*` variables in
   * client code unresolved, to be read at run time, where the browser has none.
   */
  measurementId: string;
}

/**
 * Site analytics, once the visitor has consented: page views on every navigation, click
 * attributes, sampled web vitals. Before consent (or with Do Not Track / Global Privacy Control)
 * it loads nothing and sends nothing.
 */
export function Analytics({ measurementId }: AnalyticsProps) {
  const pathname = usePathname();
  const consent = useAnalyticsConsent();
  const granted = consent === 'granted';

  useEffect(() => {
    if (!granted) return;
    document.addEventListener('click', onClick, { capture: true });
    const cancel = whenIdle(() => {
      if (measurementId) loadGoogleAnalytics(measurementId);
      startWebVitals();
    });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      cancel();
    };
  }, [granted, measurementId]);

  useEffect(() => {
    // Also clears cookies left by builds that tracked before asking.
    if (consent === 'denied' && measurementId) stopGoogleAnalytics(measurementId);
  }, [consent, measurementId]);

  useEffect(() => {
    if (!granted) return;
    let frame = 0;
    // Once the reader sees the page (a prerendered page counts from its activation), and a frame
    // later, so a client-side navigation has updated the document title. Granting consent counts
    // as seeing the current page: its view is sent then, earlier ones were never recorded.
    const cancel = whenActivated(() => {
      frame = requestAnimationFrame(() => {
        const info = getProductInfo(window.location.pathname);
        track({
          name: 'page_view',
          page_title: document.title,
          page_location: window.location.href,
          productId: info.productId,
          productCategoryId: info.productCategoryId,
        });
      });
    });
    return () => {
      cancel();
      cancelAnimationFrame(frame);
    };
  }, [pathname, granted]);

  return null;
}
