import type { Translate } from '@/engine/shared/i18n/translate';
/** Strings of the consent banner, already translated (by the server, with `createT`). */
export interface ConsentLabels {
  title: string;
  body: string;
  accept: string;
  decline: string;
}

/** Consent banner strings in the page's language. */
export function consentLabels(t: Translate): ConsentLabels {
  return {
    title: t('consent.title'),
    body: t('consent.body'),
    accept: t('consent.accept'),
    decline: t('consent.decline'),
  };
}
