import type { Translate } from '@/engine/shared/i18n/translate';
/** Translated strings the ad slot shows; resolved on the server. */
export interface AdLabels {
  /** Marks the block as an ad. */
  ad: string;
  /** Precedes the ad network's name. */
  by: string;
  /** Polite message shown to some visitors who block ads. */
  blocker: string;
  /** Accessible name of the slot. */
  region: string;
}

export function adLabels(t: Translate): AdLabels {
  return { ad: t('ad.label'), by: t('ad.by'), blocker: t('ad.blocker'), region: t('ad.region') };
}
