/** Analytics settings, read at build time. */

/** Google Analytics 4 measurement id; when unset, no Google script is loaded. */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '';
/** Web vitals are reported for a page view when `Math.random()` falls below this. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;
/** Host name of the production docs, the only host where the service worker is registered. */
export const SERVICE_WORKER_HOST = process.env.NEXT_PUBLIC_SW_HOST || 'mui.com';
/** URL of the worker script; its folder is its scope. */
export const SERVICE_WORKER_URL = '/x/sw.js';
/** Scope the worker controls. */
export const SERVICE_WORKER_SCOPE = '/x/';
/** Milliseconds between two focus checks before reloading onto a new worker. */
export const SERVICE_WORKER_FOCUS_POLL_MS = 100;
