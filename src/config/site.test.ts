import { describe, expect, it } from 'vitest';
import { siteOriginWarning } from './site';

describe('siteOriginWarning', () => {
  it('warns on a production build without SITE_ORIGIN', () => {
    expect(siteOriginWarning({})).toMatch(/SITE_ORIGIN is not set.*localhost:3000/s);
    expect(siteOriginWarning({ NODE_ENV: 'production' })).toMatch(/SITE_ORIGIN is not set/);
  });
  it('is quiet with an origin, or outside production', () => {
    expect(siteOriginWarning({ SITE_ORIGIN: 'https://docs.example.com' })).toBeNull();
    expect(siteOriginWarning({ SITE_ORIGIN: 'http://127.0.0.1:3000' })).toBeNull();
    expect(siteOriginWarning({ NODE_ENV: 'development' })).toBeNull();
  });
  it('names an origin with a path or a trailing slash', () => {
    expect(siteOriginWarning({ SITE_ORIGIN: 'https://docs.example.com/' })).toMatch(/not an origin/);
    expect(siteOriginWarning({ SITE_ORIGIN: 'docs.example.com' })).toMatch(/not an origin/);
  });
});
