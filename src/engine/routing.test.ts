import { describe, expect, it } from 'vitest';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { englishRewrites, languageRedirects, requestLanguage } from './routing';

/** Where Next sends `pathname` with the English rule, or null when the rule does not apply. */
function rewritten(pathname: string): string | null {
  const [rule] = englishRewrites();
  // Next matches config rewrites with this matcher and these options.
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
  return params ? rule.destination.replace(':path', params.path) : null;
}

describe('request routing', () => {
  it('rewrites unprefixed paths to the English tree', () => {
    expect(rewritten('/x/introduction')).toBe('/en/x/introduction');
    expect(rewritten('/x')).toBe('/en/x');
    expect(rewritten('/playground/grid')).toBe('/en/playground/grid');
    expect(rewritten('/x/api/data-grid/data-grid')).toBe('/en/x/api/data-grid/data-grid');
    expect(rewritten('/blog/tags/how-to')).toBe('/en/blog/tags/how-to');
    expect(rewritten('/english-page')).toBe('/en/english-page');
  });
  it('serves prefixed paths, assets, files and the API as they are', () => {
    for (const pathname of [
      '/zh/x/introduction',
      '/en/x/introduction',
      '/zh',
      '/_next/static/chunks/main.js',
      '/api/feedback',
      '/x/introduction.md',
      '/og/x/introduction.png',
      '/sitemap.xml',
      '/',
    ]) {
      expect(rewritten(pathname), pathname).toBeNull();
    }
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
