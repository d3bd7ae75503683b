// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/components/settings/test-utils';
import { resetConsentMemory, storeConsent } from './consent';
import { Analytics } from './analytics.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/x/react-data-grid/quickstart' }));

const events = () => ((window.dataLayer ?? []) as Array<Record<string, unknown>>).map((e) => e.event);

// Two frames: the page view is sent one animation frame after the page is shown.
const frames = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Analytics island', () => {
  beforeEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    resetConsentMemory();
    delete window.dataLayer;
    window.history.replaceState(null, '', '/x/react-data-grid/quickstart');
  });
  afterEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
  });

  it('sends nothing before consent, then the current page view once granted', async () => {
    const { unmount } = await render(<Analytics measurementId="" />);
    await frames();
    expect(window.dataLayer).toBeUndefined();
    await act(async () => storeConsent('granted'));
    await frames();
    expect(events()).toEqual(['page_view']);
    expect(window.dataLayer?.[0]).toMatchObject({ productId: 'x-data-grid', productCategoryId: 'x' });
    await unmount();
  });

  it('sends the page view at once for a returning visitor who accepted', async () => {
    document.cookie = 'analyticsConsent=granted; path=/';
    const { unmount } = await render(<Analytics measurementId="" />);
    await frames();
    expect(events()).toEqual(['page_view']);
    await unmount();
  });

  it('stops sending when the choice is withdrawn', async () => {
    document.cookie = 'analyticsConsent=granted; path=/';
    const { unmount } = await render(<Analytics measurementId="" />);
    await frames();
    await act(async () => storeConsent('denied'));
    const button = document.createElement('button');
    button.dataset.gaEventCategory = 'test';
    document.body.append(button);
    button.click();
    await frames();
    expect(events()).toEqual(['page_view']);
    await unmount();
  });
});
