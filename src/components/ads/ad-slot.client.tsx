'use client';
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import {
  AD_MARGIN_SPACING_UNITS,
  AD_MIN_HEIGHT_PX,
  AD_MIN_HEIGHT_SMALL_PX,
  SPACING_UNIT_PX,
} from '@/config/ads';
import { whenIdle } from '@/components/analytics/idle';
import { useAdConfig } from './ad-config.client';
import { AdErrorBoundary } from './ad-error-boundary.client';
import type { AdLabels } from './ad-labels';
import styles from './ad.module.css';

// Split out so the ad logic downloads only once the page is idle; a build without an ad network
// loads the in-house ad alone, without the feed and script polling.
const AdManager = lazy(() => import('./ad-manager.client'));
const InHouseAd = lazy(() => import('./in-house-ad.client'));

const slotStyle = {
  '--ad-height': `${AD_MIN_HEIGHT_PX}px`,
  '--ad-height-small': `${AD_MIN_HEIGHT_SMALL_PX}px`,
  marginBlock: `${AD_MARGIN_SPACING_UNITS * SPACING_UNIT_PX}px`,
} as CSSProperties;

/** The reserved box; the ad itself mounts inside after the page is interactive. */
export function AdSlotClient({ labels }: { labels: AdLabels }) {
  const { feedUrl, scriptUrl } = useAdConfig();
  const Ad = feedUrl || scriptUrl ? AdManager : InHouseAd;
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return (
    <section className={styles.slot} style={slotStyle} aria-label={labels.region} data-testid="ad-slot">
      {ready && (
        <AdErrorBoundary>
          <Suspense fallback={null}>
            <Ad labels={labels} />
          </Suspense>
        </AdErrorBoundary>
      )}
    </section>
  );
}
