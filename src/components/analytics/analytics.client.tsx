'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { getProductInfo } from '@/engine/paths';
import { GA_MEASUREMENT_ID } from '@/config/analytics';
import { track } from './track';
import { whenIdle } from './idle';
import { whenActivated } from './when-activated';
import { shouldReportWebVitals } from './web-vitals-sampling';

const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Loads gtag.js after the page is idle; events queued in `dataLayer` before then are kept. */
function loadGoogleAnalytics(id: string) {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the queue, not arrays.
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by this island (client navigations included), not by gtag itself.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** One delegated listener for every element with `data-ga-event-*` attributes. */
function onClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.('[data-ga-event-category]');
  if (!target) return;
  const category = target.getAttribute('data-ga-event-category') ?? '';
  const action = target.getAttribute('data-ga-event-action') ?? '';
  const label = target.getAttribute('data-ga-event-label') ?? undefined;
  track({ name: 'click', eventCategory: category, eventAction: action, eventLabel: label });
}

/** Site analytics: page views on every navigation, click attributes, sampled web vitals. */
export function Analytics() {
  const pathname = usePathname();

  useEffect(() => {
    document.addEventListener('click', onClick, { capture: true });
    const cancel = whenIdle(() => {
      if (GA_MEASUREMENT_ID) loadGoogleAnalytics(GA_MEASUREMENT_ID);
      if (shouldReportWebVitals()) {
        // `web-vitals` is a separate chunk, fetched only for the sampled page views.
        void import('./web-vitals')
          .then(({ measureWebVitals }) => measureWebVitals((event) => track(event)))
          .catch(() => {
            // A chunk that fails to load costs one sample, never the page.
          });
      }
    });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      cancel();
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    // Once the reader sees the page (a prerendered page counts from its activation), and a frame
    // later, so a client-side navigation has updated the document title.
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
  }, [pathname]);

  return null;
}
