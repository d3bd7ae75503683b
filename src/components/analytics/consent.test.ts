// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasAnalyticsConsent,
  hasPrivacySignal,
  parseConsentChoice,
  readConsent,
  resetConsentMemory,
  resolveConsent,
  storeConsent,
  subscribeConsent,
} from './consent';

/** Defines (or removes, with undefined) a navigator field for one test. */
function setNavigator(field: 'doNotTrack' | 'globalPrivacyControl', value: unknown) {
  Object.defineProperty(navigator, field, { value, configurable: true });
}

afterEach(() => {
  document.cookie = 'analyticsConsent=; path=/; max-age=0';
  setNavigator('doNotTrack', null);
  setNavigator('globalPrivacyControl', undefined);
  resetConsentMemory();
});

describe('resolveConsent (pure)', () => {
  it('is unset without a cookie or signal, and follows a valid cookie', () => {
    expect(resolveConsent({ cookie: undefined })).toBe('unset');
    expect(resolveConsent({ cookie: 'granted' })).toBe('granted');
    expect(resolveConsent({ cookie: 'denied' })).toBe('denied');
  });

  it('ignores a cookie value it does not know', () => {
    expect(parseConsentChoice('yes')).toBeUndefined();
    expect(parseConsentChoice('GRANTED')).toBeUndefined();
    expect(resolveConsent({ cookie: 'yes' })).toBe('unset');
  });

  it('treats Do Not Track and Global Privacy Control as a refusal, over any cookie', () => {
    expect(hasPrivacySignal({ doNotTrack: '1' })).toBe(true);
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(hasPrivacySignal({ doNotTrack: 'unspecified' })).toBe(false);
    expect(resolveConsent({ cookie: 'granted', signals: { globalPrivacyControl: true } })).toBe('denied');
    expect(resolveConsent({ cookie: undefined, signals: { doNotTrack: '1' } })).toBe('denied');
  });

  it('falls back to a choice remembered in the page when the cookie is missing', () => {
    expect(resolveConsent({ cookie: undefined, remembered: 'granted' })).toBe('granted');
    expect(resolveConsent({ cookie: 'denied', remembered: 'granted' })).toBe('denied');
  });
});

describe('consent in the browser', () => {
  it('starts unset and stores a choice in the analyticsConsent cookie for a year', () => {
    expect(readConsent()).toBe('unset');
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    storeConsent('granted');
    spy.mockRestore();
    expect(writes).toEqual(['analyticsConsent=granted; path=/; max-age=31536000; SameSite=Lax']);
    expect(readConsent()).toBe('granted');
    expect(hasAnalyticsConsent()).toBe(true);
    storeConsent('denied');
    expect(document.cookie).toContain('analyticsConsent=denied');
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('reads the navigator signals', () => {
    document.cookie = 'analyticsConsent=granted; path=/';
    setNavigator('globalPrivacyControl', true);
    expect(readConsent()).toBe('denied');
    setNavigator('globalPrivacyControl', undefined);
    setNavigator('doNotTrack', '1');
    expect(hasAnalyticsConsent()).toBe(false);
    setNavigator('doNotTrack', null);
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('tells subscribers about a choice and about a tab coming back to the front', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    storeConsent('denied');
    expect(listener).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storeConsent('granted');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
