// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/components/settings/test-utils';
import { AD_POLL_INTERVAL_MS } from '@/config/ads';
import { IN_HOUSE_ADS } from '@/config/in-house-ads';
import { AdConfigProvider } from './ad-config.client';
import AdManager from './ad-manager.client';

const labels = { ad: 'Ad', by: 'by', blocker: 'Please allow ads', region: 'Advertisement' };

/**
 * The slot of a build without an ad network (the default): no feed request, no ad
 * script, no console error, and an in-house ad at once instead of after the blocker wait.
 */
describe('AdManager without a configured ad network', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requests nothing and shows an in-house ad at once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const errors = vi.spyOn(console, 'error');
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // an in-house ad, image layout
    const { container } = await render(
      <AdConfigProvider
        value={{ displaySampleRate: 0.1, feedUrl: '', scriptUrl: '', inHouseAds: IN_HOUSE_ADS }}
      >
        <AdManager labels={labels} />
      </AdConfigProvider>,
    );
    await act(async () => {});
    expect(container.querySelector('[data-testid="ad"]')?.getAttribute('data-ad-label')).toMatch(
      /^in-house-/,
    );
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('with a configured feed it asks the feed and waits', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ads":[]}'));
    const { container } = await render(
      <AdConfigProvider
        value={{
          displaySampleRate: 0.1,
          feedUrl: 'https://ads.example/feed.json',
          scriptUrl: '',
          inHouseAds: IN_HOUSE_ADS,
        }}
      >
        <AdManager labels={labels} />
      </AdConfigProvider>,
    );
    await act(async () => {});
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://ads.example/feed.json');
    expect(container.querySelector('[data-testid="ad"]')).toBeNull();
  });

  it("shows the feed's ad once the next check sees it", async () => {
    vi.useFakeTimers();
    const feed = {
      ads: [{ company: 'Acme', description: 'Grids for all', statlink: 'https://acme.example/' }],
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(feed)));
    try {
      const { container } = await render(
        <AdConfigProvider
          value={{
            displaySampleRate: 0,
            feedUrl: 'https://ads.example/feed.json',
            scriptUrl: '',
            inHouseAds: IN_HOUSE_ADS,
          }}
        >
          <AdManager labels={labels} />
        </AdConfigProvider>,
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(AD_POLL_INTERVAL_MS);
      });
      const ad = container.querySelector('[data-testid="ad"]');
      expect(ad?.getAttribute('data-ad-label')).toBe('feed');
      expect(ad?.textContent).toContain('Acme');
    } finally {
      vi.useRealTimers();
    }
  });
});
