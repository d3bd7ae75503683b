import type { SettingsLabels } from '@/components/settings/settings-button.client';
import type { SidebarLabels } from './sidebar';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Sidebar strings in the page's language. */
export function sidebarLabels(t: Translate): SidebarLabels {
  return {
    nav: t('nav.main'),
    pro: t('plan.pro'),
    premium: t('plan.premium'),
    new: t('chip.new'),
    planned: t('chip.planned'),
    unstable: t('chip.unstable'),
  };
}

const SETTINGS_KEYS = [
  'title',
  'mode',
  'light',
  'dark',
  'system',
  'direction',
  'ltr',
  'rtl',
  'density',
  'spacing',
  'dense',
  'increase',
  'decrease',
  'resetDensity',
  'colors',
  'primary',
  'secondary',
  'resetColors',
  'close',
  'invalidColor',
  'cookies',
  'analytics',
  'analyticsSignal',
] as const;

/** Settings drawer strings in the page's language. */
export function settingsLabels(t: Translate): SettingsLabels {
  const labels = Object.fromEntries(SETTINGS_KEYS.map((key) => [key, t(`settings.${key}`)]));
  return { ...labels, open: t('header.settings') } as SettingsLabels;
}
