/** Hosts the Content-Security-Policy must allow, read from the site's configuration. */
export interface CspSources {
  /** URL of the ad feed (fetched by the ad island). */
  adFeedUrl: string;
  /** URL of the ad network's script. */
  adScriptUrl: string;
  /** Google Analytics measurement id; empty when analytics is off (no Google host is allowed then). */
  gaMeasurementId: string;
  /** Development server: React's dev build evaluates code and the HMR socket is another origin scheme. */
  dev?: boolean;
}

/** Where the demo toolbar posts a demo to open it in an online editor (see components/demo/sandbox.ts). */
export const SANDBOX_FORM_TARGETS = ['https://stackblitz.com', 'https://codesandbox.io'];

/** Hosts gtag.js loads from and reports to. */
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative or unset URL is same-origin: 'self' covers it
  }
}

const unique = (values: Array<string | undefined>) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The Content-Security-Policy of every page.
 *
 * What it still allows, and why:
 * - `script-src 'unsafe-inline'`: pages are prerendered at build, so no per-request nonce
 *   exists; every page carries inline scripts (the pre-paint theme script and Next's RSC
 *   payload `self.__next_f.push(...)` chunks, different on each page, so hashes in a header
 *   set once in next.config cannot list them). Scripts from other hosts are still limited
 *   to the ad network and, when configured, Google Analytics.
 * - `style-src 'unsafe-inline'`: Emotion (MUI's styling in demos and the settings drawer)
 *   injects `<style>` tags at run time, and React writes `style` attributes.
 * - `img-src *`: ad images and impression pixels come from whatever host the ad feed names.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const ads = unique([originOf(sources.adFeedUrl), originOf(sources.adScriptUrl)]);
  const ga = sources.gaMeasurementId ? GOOGLE_ANALYTICS : { script: [], connect: [] };
  const devScript = sources.dev ? ["'unsafe-eval'"] : [];
  const devConnect = sources.dev ? ['ws:', 'wss:'] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", "'unsafe-inline'", ...devScript, ...unique([originOf(sources.adScriptUrl)]), ...ga.script],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ['*', 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...ads, ...ga.connect, ...devConnect]],
    // The Data Grid's print export draws into a same-origin iframe; CSV/Excel export downloads a blob.
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", ...SANDBOX_FORM_TARGETS]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/** Headers sent with every response. */
export function securityHeaders(sources: CspSources): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // Powerful features the site never uses, off for every page and anything it embeds.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ];
}
