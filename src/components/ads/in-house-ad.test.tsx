// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/components/settings/test-utils';
import { IN_HOUSE_ADS } from '@/config/in-house-ads';
import { AdConfigProvider, type AdConfig } from './ad-config.client';
import InHouseAd from './in-house-ad.client';

const labels = { ad: 'Ad', by: 'by', blocker: 'Please allow ads', region: 'Advertisement' };
const config = (inHouseAds: AdConfig['inHouseAds']): AdConfig => ({
  displaySampleRate: 0,
  feedUrl: '',
  scriptUrl: '',
  inHouseAds,
});

describe('InHouseAd', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one of the ads the server handed down, and requests nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { container } = await render(
      <AdConfigProvider value={config(IN_HOUSE_ADS)}>
        <InHouseAd labels={labels} />
      </AdConfigProvider>,
    );
    await act(async () => {});
    const ad = container.querySelector('[data-testid="ad"]');
    expect(IN_HOUSE_ADS.map((entry) => entry.label)).toContain(ad?.getAttribute('data-ad-label'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('always shows an ad when no ad network is configured, and may ask to allow ads after one failed', async () => {
    // 0.1 is below the message's 0.2 probability: a blocked visitor would be asked.
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const unconfigured = await render(
      <AdConfigProvider value={config(IN_HOUSE_ADS)}>
        <InHouseAd labels={labels} />
      </AdConfigProvider>,
    );
    expect(unconfigured.container.querySelector('[data-testid="ad"]')).not.toBeNull();
    expect(unconfigured.container.textContent).not.toContain('Please allow ads');
    const afterNetwork = await render(
      <AdConfigProvider value={config(IN_HOUSE_ADS)}>
        <InHouseAd labels={labels} afterBlockedNetwork />
      </AdConfigProvider>,
    );
    expect(afterNetwork.container.textContent).toContain('Please allow ads');
  });

  it('falls back to the ad-block message when it was given no ads', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { container } = await render(
      <AdConfigProvider value={config([])}>
        <InHouseAd labels={labels} />
      </AdConfigProvider>,
    );
    expect(container.textContent).toContain('Please allow ads');
    expect(container.querySelector('[data-testid="ad"]')).toBeNull();
  });
});
