import { describe, expect, it } from 'vitest';
import { languageRedirects, requestLanguage, routeRequest } from './routing';

describe('request routing', () => {
  it('rewrites unprefixed paths to the English tree', () => {
    expect(routeRequest('/x/introduction')).toEqual({ type: 'rewrite', pathname: '/en/x/introduction' });
    expect(routeRequest('/playground/grid')).toEqual({ type: 'rewrite', pathname: '/en/playground/grid' });
  });
  it('serves prefixed paths as they are', () => {
    expect(routeRequest('/zh/x/introduction')).toEqual({ type: 'pass' });
    expect(routeRequest('/en/x/introduction')).toEqual({ type: 'pass' });
  });
  it('leaves trailing-slash URLs to the framework redirect', () => {
    expect(routeRequest('/x/introduction/')).toEqual({ type: 'pass' });
  });
  it('redirects /en paths and language-prefixed blog paths', () => {
    const redirects = languageRedirects();
    expect(redirects).toContainEqual({ source: '/en/:path*', destination: '/:path*', permanent: true });
    expect(redirects).toContainEqual({
      source: '/zh/blog/:path*',
      destination: '/blog/:path*',
      permanent: true,
    });
  });
});

describe('requestLanguage', () => {
  it('reads a language prefix, else English', () => {
    expect(requestLanguage('/zh/x/nope')).toBe('zh');
    expect(requestLanguage('/zh')).toBe('zh');
    expect(requestLanguage('/x/nope')).toBe('en');
    expect(requestLanguage('/zhx/page')).toBe('en');
  });
});
