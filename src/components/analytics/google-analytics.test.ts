// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadGoogleAnalytics, stopGoogleAnalytics } from './google-analytics';

const flag = (id: string) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`];

describe('Google Analytics loading', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
  });

  it('inserts gtag.js once and lifts the opt-out when consent comes back', () => {
    loadGoogleAnalytics('G-TEST');
    stopGoogleAnalytics('G-TEST');
    expect(flag('G-TEST')).toBe(true);
    loadGoogleAnalytics('G-TEST');
    expect(flag('G-TEST')).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(window.dataLayer).toHaveLength(2);
  });

  it('deletes the cookies gtag.js set, and no others', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_ABC123=GS1.1; path=/';
    document.cookie = 'codeVariant=TS; path=/';
    stopGoogleAnalytics('G-TEST');
    expect(document.cookie).not.toContain('_ga');
    expect(document.cookie).toContain('codeVariant=TS');
    document.cookie = 'codeVariant=; path=/; max-age=0';
  });
});
