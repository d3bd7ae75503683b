'use client';
import { useState } from 'react';
import { isBot } from '@/engine/shared/ads/bots';
import { chooseFallback, chooseLayout } from '@/engine/shared/ads/choose';
import { useAdConfig } from './ad-config.client';
import type { AdLabels } from './ad-labels';
import { AdView, BlockerMessage } from './ad-view.client';

/**
 * One of our own ads. After a configured network's ad did not come (`afterBlockedNetwork`), a fifth
 * of the draws show the polite ad-block message instead. A build without an ad network loads only
 * this, never the feed and script polling of `AdManager`, and always shows an ad.
 */
export default function InHouseAd({
  labels,
  afterBlockedNetwork = false,
}: {
  labels: AdLabels;
  afterBlockedNetwork?: boolean;
}) {
  const { inHouseAds } = useAdConfig();
  // Drawn once per page view; the slot mounts only in the browser, after the page is idle.
  const [draw] = useState(() => ({
    bot: isBot(navigator.userAgent),
    layout: chooseLayout(),
    fallback: chooseFallback(inHouseAds, Math.random, { blocked: afterBlockedNetwork }),
  }));
  if (draw.bot) return null;
  if (draw.fallback.kind === 'message') return <BlockerMessage labels={labels} />;
  return <AdView shown={{ ad: draw.fallback.ad, pixels: [] }} layout={draw.layout} labels={labels} />;
}
