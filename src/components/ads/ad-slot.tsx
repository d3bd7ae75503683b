import { AD_DISPLAY_SAMPLE_RATE, AD_FEED_URL, AD_SCRIPT_URL } from '@/config/ads';
import { IN_HOUSE_ADS } from '@/config/in-house-ads';
import { AdConfigProvider } from './ad-config.client';
import { adLabels } from './ad-labels';
import { AdSlotClient } from './ad-slot.client';
import type { Translate } from '@/engine/shared/i18n/translate';

/** The ad slot of a docs page; its height is reserved in the HTML, the ad loads once the page is idle. */
export function AdSlot({ t }: { t: Translate }) {
  return (
    <AdConfigProvider
      value={{
        displaySampleRate: AD_DISPLAY_SAMPLE_RATE,
        feedUrl: AD_FEED_URL,
        scriptUrl: AD_SCRIPT_URL,
        inHouseAds: IN_HOUSE_ADS,
      }}
    >
      <AdSlotClient labels={adLabels(t)} />
    </AdConfigProvider>
  );
}
