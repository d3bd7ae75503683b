import { AD_FEED_URL, AD_SCRIPT_URL } from '../../config/ads';
import { GA_MEASUREMENT_ID } from '../../config/analytics';
import { securityHeaders } from './security-headers';

/** The site's security headers for this build's configuration (ad and analytics hosts). */
export function siteSecurityHeaders() {
  return securityHeaders({
    adFeedUrl: AD_FEED_URL,
    adScriptUrl: AD_SCRIPT_URL,
    gaMeasurementId: GA_MEASUREMENT_ID,
    dev: process.env.NODE_ENV !== 'production',
  });
}
