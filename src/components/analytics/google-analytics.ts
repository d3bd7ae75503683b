/** Google Analytics (gtag.js): loaded only after consent, silenced and its cookies removed on refusal. */

const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** Cookies gtag.js writes: `_ga`, `_ga_<container>`, and the older `_gid` and `_gat*`. */
const GA_COOKIE = /^(_ga|_ga_\w+|_gid|_gat\w*)$/;

/** gtag.js's documented opt-out: `window['ga-disable-<id>'] = true` stops it sending. */
function setOptOut(id: string, disabled: boolean): void {
  (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = disabled;
}

/** Loads gtag.js once; a later call (consent granted again) only lifts the opt-out. */
export function loadGoogleAnalytics(id: string): void {
  setOptOut(id, false);
  if (document.querySelector(`script[src^="${GA_SCRIPT_URL}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the queue, not arrays.
    // eslint-disable-next-line prefer-rest-params -- a rest array would not be recognised by gtag.js
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the analytics island (client navigations included), not by gtag itself.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/**
 * Stops gtag.js (its documented `ga-disable-<id>` switch) and deletes its cookies, which it sets on
 * the widest domain it can: each parent of the host is tried.
 */
export function stopGoogleAnalytics(id: string): void {
  setOptOut(id, true);
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => GA_COOKIE.test(name));
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; path=/; max-age=0`;
    for (const domain of domains) document.cookie = `${name}=; path=/; max-age=0; domain=${domain}`;
  }
}
