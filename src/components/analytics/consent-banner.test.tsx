// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@/components/settings/test-utils';
import { resetConsentMemory, storeConsent } from './consent';
import { ConsentBanner } from './consent-banner';
import { CONSENT_ANSWERED_ATTRIBUTE } from './consent-prepaint';

const labels = { title: 'Analytics cookies', body: 'May we?', accept: 'Accept', decline: 'Decline' };

const banner = () => document.querySelector<HTMLElement>('[data-testid="consent-banner"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const answered = () => document.documentElement.hasAttribute(CONSENT_ANSWERED_ATTRIBUTE);

describe('ConsentBanner', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(CONSENT_ANSWERED_ATTRIBUTE);
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    resetConsentMemory();
  });
  afterEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
  });

  it('is in the prerendered HTML, the same for every visitor, so it paints with the page', () => {
    const html = renderToString(<ConsentBanner labels={labels} />);
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).toContain('Analytics cookies');
    expect(html).toContain('>Accept</button>');
  });

  it('asks with a labelled region and two buttons', async () => {
    await render(<ConsentBanner labels={labels} />);
    const region = banner();
    expect(region?.tagName).toBe('SECTION');
    expect(document.getElementById(region!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Analytics cookies',
    );
    expect(document.getElementById(region!.getAttribute('aria-describedby')!)?.textContent).toBe('May we?');
    expect(button('Accept').type).toBe('button');
    expect(answered()).toBe(false);
  });

  it.each([
    ['Accept', 'granted'],
    ['Decline', 'denied'],
  ])(
    '%s stores the choice for a year and marks the page answered, which hides the banner',
    async (name, value) => {
      await render(<ConsentBanner labels={labels} />);
      await act(async () => button(name).click());
      expect(document.cookie).toContain(`analyticsConsent=${value}`);
      expect(answered()).toBe(true);
    },
  );

  it('hides itself when the choice is made elsewhere (the settings panel)', async () => {
    await render(<ConsentBanner labels={labels} />);
    expect(answered()).toBe(false);
    await act(async () => storeConsent('denied'));
    expect(answered()).toBe(true);
  });

  it('hides itself on hydration when a choice was stored', async () => {
    document.cookie = 'analyticsConsent=granted; path=/';
    await render(<ConsentBanner labels={labels} />);
    expect(answered()).toBe(true);
  });
});
