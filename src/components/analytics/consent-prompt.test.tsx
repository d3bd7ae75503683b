// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@/components/settings/test-utils';
import { resetConsentMemory } from './consent';
import { ConsentPrompt } from './consent-prompt.client';

const labels = { title: 'Analytics cookies', body: 'May we?', accept: 'Accept', decline: 'Decline' };

// Lets whenIdle's timer fire and the banner's lazy chunk resolve inside act().
async function settle() {
  await act(async () => {
    await import('./consent-banner.client');
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

const banner = () => document.querySelector<HTMLElement>('[data-testid="consent-banner"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('ConsentPrompt', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    resetConsentMemory();
  });
  afterEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
  });

  it('renders nothing on the server: the prerendered HTML is the same for every visitor', () => {
    expect(renderToString(<ConsentPrompt labels={labels} />)).toBe('');
  });

  it('asks on a first visit with a labelled region and two buttons', async () => {
    await render(<ConsentPrompt labels={labels} />);
    await settle();
    const region = banner();
    expect(region?.tagName).toBe('SECTION');
    expect(document.getElementById(region!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Analytics cookies',
    );
    expect(document.getElementById(region!.getAttribute('aria-describedby')!)?.textContent).toBe('May we?');
    expect(button('Accept').type).toBe('button');
    expect(button('Decline').type).toBe('button');
  });

  it('stores Accept in the cookie and goes away', async () => {
    await render(<ConsentPrompt labels={labels} />);
    await settle();
    await act(async () => button('Accept').click());
    expect(document.cookie).toContain('analyticsConsent=granted');
    expect(banner()).toBeNull();
  });

  it('stores Decline and does not come back on the next page', async () => {
    const first = await render(<ConsentPrompt labels={labels} />);
    await settle();
    await act(async () => button('Decline').click());
    expect(document.cookie).toContain('analyticsConsent=denied');
    expect(banner()).toBeNull();
    await first.unmount();
    resetConsentMemory();
    await render(<ConsentPrompt labels={labels} />);
    await settle();
    expect(banner()).toBeNull();
  });

  it('never asks a browser that sends Global Privacy Control or Do Not Track', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    await render(<ConsentPrompt labels={labels} />);
    await settle();
    expect(banner()).toBeNull();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    document.body.innerHTML = '';
    await render(<ConsentPrompt labels={labels} />);
    await settle();
    expect(banner()).toBeNull();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  });
});
