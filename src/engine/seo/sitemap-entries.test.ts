import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap-entries';

describe('sitemapEntries', () => {
  const entries = sitemapEntries('https://example.test');
  const urls = entries.map((entry) => entry.url);

  it('lists docs, marketing, template and blog pages once each', () => {
    for (const path of [
      '/x/introduction',
      '/x',
      '/x/pricing',
      '/x/templates',
      '/templates/dashboard',
      '/blog',
    ]) {
      expect(urls).toContain(`https://example.test${path}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives translated pages a zh alternate and English-only pages none', () => {
    const pricing = entries.find((entry) => entry.url.endsWith('/x/pricing'));
    expect(pricing?.alternates?.languages.zh).toBe('https://example.test/zh/x/pricing');
    expect(entries.find((entry) => entry.url.endsWith('/blog'))?.alternates).toBeUndefined();
  });

  it('lists each Chinese page as its own entry with the same alternates and x-default', () => {
    const zh = entries.find((entry) => entry.url === 'https://example.test/zh/x/introduction');
    const en = entries.find((entry) => entry.url === 'https://example.test/x/introduction');
    expect(zh?.alternates?.languages).toEqual({
      en: 'https://example.test/x/introduction',
      zh: 'https://example.test/zh/x/introduction',
      'x-default': 'https://example.test/x/introduction',
    });
    expect(en?.alternates).toEqual(zh?.alternates);
    expect(urls).not.toContain('https://example.test/zh/blog');
  });
});
