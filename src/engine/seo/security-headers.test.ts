import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const defaults = {
  adFeedUrl: 'https://ads.docs.invalid/feed.json',
  adScriptUrl: 'https://ads.docs.invalid/ad.js',
  gaMeasurementId: '',
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('content security policy', () => {
  it('limits scripts and connections to the site and the configured ad host', () => {
    const csp = directives(contentSecurityPolicy(defaults));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://ads.docs.invalid']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://ads.docs.invalid']);
  });

  it('follows the configured hosts', () => {
    const csp = directives(
      contentSecurityPolicy({
        adFeedUrl: 'http://127.0.0.1:4000/feed.json',
        adScriptUrl: 'https://cdn.ads.example/ad.js',
        gaMeasurementId: '',
      }),
    );
    expect(csp.get('script-src')).toContain('https://cdn.ads.example');
    expect(csp.get('script-src')).not.toContain('http://127.0.0.1:4000');
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4000', 'https://cdn.ads.example']);
  });

  it('allows Google Analytics only when a measurement id is configured', () => {
    expect(contentSecurityPolicy(defaults)).not.toContain('google');
    const csp = directives(contentSecurityPolicy({ ...defaults, gaMeasurementId: 'G-TEST' }));
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('locks down plugins, base, framing and forms', () => {
    const csp = directives(contentSecurityPolicy(defaults));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://stackblitz.com', 'https://codesandbox.io']);
  });

  it('allows eval and the HMR socket in development only', () => {
    expect(contentSecurityPolicy(defaults)).not.toContain('unsafe-eval');
    const dev = directives(contentSecurityPolicy({ ...defaults, dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
  });

  it('ignores an unset ad URL instead of writing a broken source', () => {
    const csp = directives(contentSecurityPolicy({ ...defaults, adFeedUrl: '', adScriptUrl: '/ad.js' }));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('security headers', () => {
  it('sends CSP, HSTS, nosniff and the referrer policy', () => {
    const headers = Object.fromEntries(securityHeaders(defaults).map((h) => [h.key, h.value]));
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
