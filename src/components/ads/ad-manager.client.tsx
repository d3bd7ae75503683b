'use client';
import { useEffect, useRef, useState } from 'react';
import { AD_POLL_INTERVAL_MS } from '@/config/ads';
import { isBot } from '@/engine/shared/ads/bots';
import { chooseLayout } from '@/engine/shared/ads/choose';
import { feedEntryToAd, pixelUrls } from '@/engine/shared/ads/feed';
import { fetchFeedEntry } from '@/engine/shared/ads/fetch-feed';
import { initialPollState, pollStep, type PollState } from '@/engine/shared/ads/poll';
import { useAdConfig } from './ad-config.client';
import type { AdLabels } from './ad-labels';
import { AdView, DisplayEvent, type ShownAd } from './ad-view.client';
import InHouseAd from './in-house-ad.client';
import styles from './ad.module.css';

/**
 * Waits for a third-party ad (the feed's, or one the ad script renders into its
 * box), and falls back to an in-house ad or a message when none comes.
 */
export default function AdManager({ labels }: { labels: AdLabels }) {
  const { feedUrl, scriptUrl } = useAdConfig();
  const [bot] = useState(() => isBot(navigator.userAgent));
  const [layout] = useState(() => chooseLayout());
  const [poll, setPoll] = useState<PollState>(() => initialPollState({ feedUrl, scriptUrl }));
  // The feed's ad, handed to rendering with the poll step that saw it.
  const [feedAd, setFeedAd] = useState<ShownAd | null>(null);
  const scriptBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let state = initialPollState({ feedUrl, scriptUrl });
    if (bot || !state.continue) return;
    let active = true;
    let fetched: ShownAd | null = null;
    if (feedUrl) {
      void fetchFeedEntry(feedUrl).then((entry) => {
        if (active && entry) fetched = { ad: feedEntryToAd(entry), pixels: pixelUrls(entry) };
      });
    }
    const script = document.createElement('script');
    if (scriptUrl) {
      script.src = scriptUrl;
      script.async = true;
      scriptBox.current?.appendChild(script);
    }

    let timer: number | undefined;
    const scriptRendered = () =>
      Array.from(scriptBox.current?.children ?? []).some((child) => child.tagName !== 'SCRIPT');
    const tick = () => {
      if (!active) return;
      state = pollStep(state, fetched !== null || scriptRendered());
      setFeedAd(fetched);
      setPoll(state);
      if (state.continue) timer = window.setTimeout(tick, AD_POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(tick, AD_POLL_INTERVAL_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
      script.remove();
    };
  }, [bot, feedUrl, scriptUrl]);

  if (bot) return null;
  const third = poll.status === 'ad';
  const fromFeed = third ? feedAd : null;
  return (
    <>
      {/* The ad script renders its own ad here; shown only when it did and the feed had none. */}
      <div
        ref={scriptBox}
        className={styles.scriptBox}
        data-testid="ad-script-box"
        hidden={!third || fromFeed !== null}
      />
      {fromFeed && <AdView shown={fromFeed} layout={layout} labels={labels} />}
      {third && !fromFeed && <DisplayEvent label="script" />}
      {poll.status === 'blocked' && <InHouseAd labels={labels} afterBlockedNetwork />}
    </>
  );
}
