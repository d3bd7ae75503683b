'use client';
import * as React from 'react';
import type { ConsentLabels } from './consent-labels';
import { whenIdle } from './idle';
import { useAnalyticsConsent } from './use-analytics-consent';

// The banner is its own chunk, fetched only by a visitor who has not chosen yet. A chunk that
// cannot load (offline, a deploy in between) shows no banner: analytics then simply stay off.
type BannerComponent = React.ComponentType<{ labels: ConsentLabels }>;

const ConsentBanner = React.lazy<BannerComponent>(() =>
  import('./consent-banner.client').then(
    (module) => ({ default: module.ConsentBanner }),
    () => ({ default: () => null }),
  ),
);

/**
 * Asks for analytics consent on a first visit. Nothing renders on the server or during hydration
 * (the HTML is the same for every visitor), and the banner waits for an idle moment after load so
 * it never competes with the page's first paint or hydration.
 */
export function ConsentPrompt({ labels }: { labels: ConsentLabels }) {
  const consent = useAnalyticsConsent();
  const [idle, setIdle] = React.useState(false);
  const asking = consent === 'unset';

  React.useEffect(() => {
    if (!asking) return;
    return whenIdle(() => setIdle(true));
  }, [asking]);

  if (!asking || !idle) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner labels={labels} />
    </React.Suspense>
  );
}
