// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { isAnalyticsEvent, type AnalyticsEvent } from './events';
import { track } from './track';

describe('isAnalyticsEvent', () => {
  it('accepts each event of the catalogue', () => {
    const events: AnalyticsEvent[] = [
      {
        name: 'page_view',
        page_title: 'T',
        page_location: 'http://x/',
        productId: 'x',
        productCategoryId: 'x',
      },
      { name: 'click', eventCategory: 'nav', eventAction: 'open' },
      { name: 'web_vitals', metric: 'LCP', value: 1200, id: 'v1' },
      { name: 'ad', eventAction: 'display', eventLabel: 'feed' },
    ];
    for (const event of events) expect(isAnalyticsEvent(event)).toBe(true);
  });

  it('rejects unknown names and wrong fields', () => {
    expect(isAnalyticsEvent({ name: 'purchase' })).toBe(false);
    expect(isAnalyticsEvent({ name: 'toString' })).toBe(false);
    expect(isAnalyticsEvent({ name: 'ad', eventAction: 'hover', eventLabel: 'x' })).toBe(false);
    expect(isAnalyticsEvent({ name: 'web_vitals', metric: 'LCP', value: Number.NaN, id: 'v' })).toBe(false);
    expect(isAnalyticsEvent(null)).toBe(false);
  });

  it('types the ad event actions', () => {
    expectTypeOf<Extract<AnalyticsEvent, { name: 'ad' }>['eventAction']>().toEqualTypeOf<
      'display' | 'click' | 'crash'
    >();
  });
});

describe('track', () => {
  beforeEach(() => {
    document.cookie = 'analyticsConsent=granted; path=/';
  });
  afterEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    delete window.dataLayer;
    delete window.gtag;
  });

  it('drops events without consent instead of queueing them', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args) => calls.push(args);
    document.cookie = 'analyticsConsent=denied; path=/';
    expect(track({ name: 'ad', eventAction: 'click', eventLabel: 'feed' })).toBe(false);
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    expect(track({ name: 'ad', eventAction: 'click', eventLabel: 'feed' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(calls).toEqual([]);
    document.cookie = 'analyticsConsent=granted; path=/';
    expect(track({ name: 'ad', eventAction: 'click', eventLabel: 'late' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'ad', eventAction: 'click', eventLabel: 'late' }]);
  });

  it('pushes to dataLayer and calls gtag when present', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args) => calls.push(args);
    expect(track({ name: 'ad', eventAction: 'click', eventLabel: 'feed' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'ad', eventAction: 'click', eventLabel: 'feed' }]);
    expect(calls).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'feed' }]]);
  });

  it('samples', () => {
    const event: AnalyticsEvent = { name: 'ad', eventAction: 'display', eventLabel: 'x' };
    expect(track(event, { sampleRate: 0.1, random: () => 0.5 })).toBe(false);
    expect(track(event, { sampleRate: 0.1, random: () => 0.01 })).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
  });
});
