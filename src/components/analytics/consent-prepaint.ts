// Serialised with Function#toString into the pre-paint script, so it must stay
// self-contained: no imports, no module constants, no named inner functions.
/**
 * Whether the visitor has already answered the consent question (the `analyticsConsent` cookie holds
 * a choice) or the browser answered for them (Do Not Track, Global Privacy Control). Mirrors
 * `resolveConsent` for the one thing the first paint needs: is the banner shown?
 */
export function consentAnswered(
  cookie: string,
  signals: { doNotTrack?: string | null; globalPrivacyControl?: unknown },
): boolean {
  if (signals.doNotTrack === '1' || signals.globalPrivacyControl === true) return true;
  const match = /(?:^|;\s*)analyticsConsent=([^;]*)/.exec(cookie || '');
  return !!match && (match[1] === 'granted' || match[1] === 'denied');
}

/** The mark on <html> under which CSS hides the consent banner. */
export const CONSENT_ANSWERED_ATTRIBUTE = 'data-consent-answered';

/**
 * Inline script for <head>: marks <html> with `data-consent-answered` before the first paint when
 * the question needs no asking. The banner is in every prerendered page (so it paints with the
 * page instead of appearing late as its Largest Contentful Paint), and CSS hides it under that mark.
 */
export const consentPrepaintScript =
  '(function(){try{if((' +
  consentAnswered.toString() +
  ')(document.cookie,navigator))document.documentElement.setAttribute(' +
  JSON.stringify(CONSENT_ANSWERED_ATTRIBUTE) +
  ",'');}catch(e){}})();";
