// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConsentMemory } from '@/components/analytics/consent';
import { AnalyticsSettings } from './analytics-settings.client';
import type { SettingsLabels } from './settings-labels';
import { render } from './test-utils';

const labels = {
  cookies: 'Cookie preferences',
  analytics: 'Allow analytics cookies',
  analyticsSignal: 'Your browser refuses tracking.',
} as SettingsLabels;

const checkbox = () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

describe('AnalyticsSettings', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    resetConsentMemory();
  });
  afterEach(() => {
    document.cookie = 'analyticsConsent=; path=/; max-age=0';
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('shows the stored choice under a labelled group and changes it both ways', async () => {
    document.cookie = 'analyticsConsent=denied; path=/';
    await render(<AnalyticsSettings labels={labels} />);
    expect(document.querySelector('legend')?.textContent).toBe('Cookie preferences');
    expect(checkbox().labels?.[0]?.textContent).toBe('Allow analytics cookies');
    expect(checkbox().checked).toBe(false);
    await act(async () => checkbox().click());
    expect(document.cookie).toContain('analyticsConsent=granted');
    expect(checkbox().checked).toBe(true);
    await act(async () => checkbox().click());
    expect(document.cookie).toContain('analyticsConsent=denied');
    expect(checkbox().checked).toBe(false);
  });

  it('is off, disabled and explained when the browser sends Global Privacy Control', async () => {
    document.cookie = 'analyticsConsent=granted; path=/';
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    await render(<AnalyticsSettings labels={labels} />);
    expect(checkbox().checked).toBe(false);
    expect(checkbox().disabled).toBe(true);
    const hint = document.getElementById(checkbox().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Your browser refuses tracking.');
  });
});
