import { describe, expect, it } from 'vitest';
import { staticParamsGuard } from './static-params';

describe('staticParamsGuard', () => {
  const calls: number[] = [];
  const isKnown = staticParamsGuard(() => {
    calls.push(1);
    return [
      { lang: 'en', slug: ['react-data-grid', 'sorting'] },
      { lang: 'zh', product: 'data-grid', name: [] as string[] },
    ];
  });

  it('accepts listed params in any key order', () => {
    expect(isKnown({ slug: ['react-data-grid', 'sorting'], lang: 'en' })).toBe(true);
  });
  it('treats an absent optional catch-all like an empty one', () => {
    expect(isKnown({ lang: 'zh', product: 'data-grid' })).toBe(true);
    expect(isKnown({ lang: 'zh', product: 'data-grid', name: undefined })).toBe(true);
  });
  it('rejects unknown values, languages and extra segments', () => {
    expect(isKnown({ lang: 'en', slug: ['react-data-grid', 'nope'] })).toBe(false);
    expect(isKnown({ lang: 'zh', slug: ['react-data-grid', 'sorting'] })).toBe(false);
    expect(isKnown({ lang: 'en', slug: ['react-data-grid', 'sorting', 'x'] })).toBe(false);
  });
  it('builds the list once', () => {
    isKnown({ lang: 'en' });
    expect(calls).toHaveLength(1);
  });
});
