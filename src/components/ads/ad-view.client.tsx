'use client';
import { useEffect } from 'react';
import { AD_DISPLAY_EVENT_DELAY_MS, type AdObject } from '@/config/ads';
import type { AdLayout } from '@/engine/shared/ads/choose';
import { track } from '@/components/analytics/track';
import { useAdConfig } from './ad-config.client';
import type { AdLabels } from './ad-labels';
import styles from './ad.module.css';

/** An ad and the impression pixels to fire when it shows. */
export interface ShownAd {
  ad: AdObject;
  pixels: string[];
}

/** Sends the (sampled) display event once the ad has stayed on screen for 2.5 s. */
export function DisplayEvent({ label }: { label: string }) {
  const { displaySampleRate } = useAdConfig();
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        track({ name: 'ad', eventAction: 'display', eventLabel: label }, { sampleRate: displaySampleRate }),
      AD_DISPLAY_EVENT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [label, displaySampleRate]);
  return null;
}

/** One ad in the inline (text) or image layout. The description is text, never HTML. */
export function AdView({ shown, layout, labels }: { shown: ShownAd; layout: AdLayout; labels: AdLabels }) {
  const { displaySampleRate } = useAdConfig();
  const { ad, pixels } = shown;

  useEffect(() => {
    for (const url of pixels) {
      const image = new Image();
      image.referrerPolicy = 'no-referrer-when-downgrade';
      image.src = url;
    }
  }, [pixels]);

  const onClick = () =>
    track({ name: 'ad', eventAction: 'click', eventLabel: ad.label }, { sampleRate: displaySampleRate });

  return (
    <div
      className={layout === 'inline' ? styles.inline : styles.image}
      data-testid="ad"
      data-ad-label={ad.label}
    >
      <a href={ad.link} target="_blank" rel="noopener sponsored" className={styles.link} onClick={onClick}>
        {layout === 'image' && ad.img && (
          // Plain <img>: next/image would pull its runtime into this small island.
          <img src={ad.img} alt="" width={130} height={100} className={styles.picture} />
        )}
        <span className={styles.text}>
          <strong>{ad.name}</strong> {ad.description}
        </span>
      </a>
      <span className={styles.credit}>{ad.poweredby ? `${labels.by} ${ad.poweredby}` : labels.ad}</span>
      <DisplayEvent label={ad.label} />
    </div>
  );
}

/** Shown instead of an in-house ad to some visitors who block ads. */
export function BlockerMessage({ labels }: { labels: AdLabels }) {
  return (
    <div className={styles.message} data-testid="ad-blocker-message">
      <p>{labels.blocker}</p>
      <DisplayEvent label="in-house-ad-blocker-message" />
    </div>
  );
}
