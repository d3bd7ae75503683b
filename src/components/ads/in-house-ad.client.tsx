'use client';
import { useState } from 'react';
import { isBot } from '@/engine/shared/ads/bots';
import { chooseFallback, chooseLayout } from '@/engine/shared/ads/choose';
import { useAdConfig } from './ad-config.client';
import type { AdLabels } from './ad-labels';
import { AdView, BlockerMessage } from './ad-view.client';

/**
 * What a visitor sees when no third-party ad comes: one of our own ads, or for a fifth of the
 * draws the polite ad-block message. A build without an ad network loads only this, never the
 * feed and script polling of `AdManager`.
 */
export default function InHouseAd({ labels }: { labels: AdLabels }) {
  const { inHouseAds } = useAdConfig();
  // Drawn once per page view; the slot mounts only in the browser, after the page is idle.
  const [draw] = useState(() => ({
    bot: isBot(navigator.userAgent),
    layout: chooseLayout(),
    fallback: chooseFallback(inHouseAds),
  }));
  if (draw.bot) return null;
  if (draw.fallback.kind === 'message') return <BlockerMessage labels={labels} />;
  return <AdView shown={{ ad: draw.fallback.ad, pixels: [] }} layout={draw.layout} labels={labels} />;
}
