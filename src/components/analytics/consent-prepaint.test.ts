import { describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_COOKIE } from '@/config/analytics';
import { resolveConsent } from './consent';
import { consentAnswered, consentPrepaintScript } from './consent-prepaint';

describe('consent pre-paint check', () => {
  const cases: Array<[cookie: string, signals: { doNotTrack?: string; globalPrivacyControl?: unknown }]> = [
    ['', {}],
    [`${ANALYTICS_CONSENT_COOKIE}=granted`, {}],
    [`a=1; ${ANALYTICS_CONSENT_COOKIE}=denied; b=2`, {}],
    [`${ANALYTICS_CONSENT_COOKIE}=maybe`, {}],
    [`x${ANALYTICS_CONSENT_COOKIE}=granted`, {}],
    ['', { doNotTrack: '1' }],
    ['', { globalPrivacyControl: true }],
    ['', { doNotTrack: '0', globalPrivacyControl: false }],
  ];

  it.each(cases)('agrees with the banner logic for cookie %j and signals %j', (cookie, signals) => {
    const value = new RegExp(`(?:^|;\\s*)${ANALYTICS_CONSENT_COOKIE}=([^;]*)`).exec(cookie)?.[1];
    expect(consentAnswered(cookie, signals)).toBe(resolveConsent({ cookie: value, signals }) !== 'unset');
  });

  it('runs as a self-contained script that marks <html>', () => {
    const attributes: Record<string, string> = {};
    const run = new Function('document', 'navigator', consentPrepaintScript);
    run(
      {
        cookie: `${ANALYTICS_CONSENT_COOKIE}=granted`,
        documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      },
      {},
    );
    expect(attributes).toEqual({ 'data-consent-answered': '' });
  });
});
