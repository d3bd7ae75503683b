/**
 * Analytics settings, read at build time by server components, which pass the `NEXT_PUBLIC_*` ones
 * to client components as props (the two-step build leaves them unresolved in client code).
 */

/** Google Analytics 4 measurement id; when unset, no Google script is loaded. */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '';
/** Web vitals are reported for a page view when `Math.random()` falls below this. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;
/** Host name of the production docs, the only host where the service worker is registered. */
export const SERVICE_WORKER_HOST = process.env.NEXT_PUBLIC_SW_HOST || 'mui.com';
/** URL of the worker script (app/sw.js/route.ts); at the root, so its scope can be the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Scope the worker controls: docs in every language, the blog and the templates. */
export const SERVICE_WORKER_SCOPE = '/';
/** Scope of the worker earlier builds registered (`/x/sw.js`); more specific, so it would keep `/x/`. */
export const LEGACY_SERVICE_WORKER_SCOPE = '/x/';
/** Milliseconds between two focus checks before reloading onto a new worker. */
export const SERVICE_WORKER_FOCUS_POLL_MS = 100;
/** Cookie holding the visitor's analytics choice (`granted` or `denied`); absent until they choose. */
export const ANALYTICS_CONSENT_COOKIE = 'analyticsConsent';
/** Lifetime of the choice, in seconds: one year, as the site's other preference cookies. */
export const ANALYTICS_CONSENT_MAX_AGE = 31536000;
