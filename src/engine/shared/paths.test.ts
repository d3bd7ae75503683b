import { describe, expect, it } from 'vitest';
import {
  canonicalPathname,
  getProductInfo,
  isTranslatable,
  localizePath,
  pathnameToLanguage,
  stripHashAndSlash,
} from './paths';

describe('path rules', () => {
  it('reads the language from the first segment, default en', () => {
    expect(pathnameToLanguage('/zh/x/introduction')).toEqual({ lang: 'zh', canonical: '/x/introduction' });
    expect(pathnameToLanguage('/x/introduction')).toEqual({ lang: 'en', canonical: '/x/introduction' });
    expect(pathnameToLanguage('/en/x')).toEqual({ lang: 'en', canonical: '/x' });
    expect(pathnameToLanguage('/zh')).toEqual({ lang: 'zh', canonical: '/' });
    expect(pathnameToLanguage('/fr/x')).toEqual({ lang: 'en', canonical: '/fr/x' });
  });

  it('removes hash and trailing slash, keeping the root', () => {
    expect(stripHashAndSlash('/x/introduction/#install')).toBe('/x/introduction');
    expect(stripHashAndSlash('/x/a/')).toBe('/x/a');
    expect(stripHashAndSlash('/')).toBe('/');
    expect(stripHashAndSlash('/?q=1')).toBe('/');
  });

  it('maps /api to /api-docs in the canonical pathname', () => {
    expect(canonicalPathname('/zh/api/data-grid/data-grid/')).toBe('/api-docs/data-grid/data-grid');
    expect(canonicalPathname('/apis')).toBe('/apis');
    expect(canonicalPathname('/x/api/charts')).toBe('/x/api/charts');
  });

  it('never translates blog paths', () => {
    expect(isTranslatable('/blog/v8')).toBe(false);
    expect(isTranslatable('/blogger')).toBe(true);
    expect(localizePath('/blog/v8', 'zh')).toBe('/blog/v8');
    expect(localizePath('/x/introduction', 'zh')).toBe('/zh/x/introduction');
    expect(localizePath('/x/introduction', 'en')).toBe('/x/introduction');
    expect(localizePath('/', 'zh')).toBe('/zh');
  });

  it('attributes product and category from the first segment', () => {
    expect(getProductInfo('/x/react-data-grid/sorting')).toEqual({
      productCategoryId: 'x',
      productId: 'x-data-grid',
    });
    expect(getProductInfo('/zh/x/api/data-grid/data-grid')).toEqual({
      productCategoryId: 'x',
      productId: 'x-data-grid',
    });
    expect(getProductInfo('/x/api/date-pickers/date-picker').productId).toBe('x-date-pickers');
    expect(getProductInfo('/x/api/charts/line-chart').productId).toBe('x-charts');
    expect(getProductInfo('/x/react-tree-view').productId).toBe('x-tree-view');
    expect(getProductInfo('/x/introduction')).toEqual({ productCategoryId: 'x', productId: 'x' });
    expect(getProductInfo('/material-ui/react-button')).toEqual({
      productCategoryId: 'core',
      productId: 'material-ui',
    });
    expect(getProductInfo('/toolpad/core')).toEqual({ productCategoryId: 'toolpad', productId: 'toolpad' });
    expect(getProductInfo('/versions')).toEqual({ productCategoryId: 'docs', productId: 'versions' });
    expect(getProductInfo('/production-error')).toEqual({
      productCategoryId: 'docs',
      productId: 'production-error',
    });
    expect(getProductInfo('/unknown')).toEqual({ productCategoryId: 'null', productId: 'null' });
  });
});
