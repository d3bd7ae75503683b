import { describe, expect, it } from 'vitest';
import { SITE } from '@/config/site';
import { pageMetadata } from '../page-metadata';
import { drawableText, ogImageParams, ogImagePath, pathnameFromOgSegments } from './og-image';
import { oneLine } from './page-summary';

describe('page metadata', () => {
  it('gives a docs page an absolute canonical URL, Open Graph and Twitter tags with its own image', () => {
    const meta = pageMetadata('/x/react-data-grid/editing', 'zh', 'Editing', 'Edit cells.');
    expect(meta.alternates?.canonical).toBe(`${SITE.origin}/zh/x/react-data-grid/editing`);
    expect(meta.alternates?.languages).toEqual({
      en: `${SITE.origin}/x/react-data-grid/editing`,
      zh: `${SITE.origin}/zh/x/react-data-grid/editing`,
    });
    const images = meta.openGraph?.images as Array<{ url: string }>;
    expect(images[0].url).toBe(`${SITE.origin}/og/x/react-data-grid/editing.png`);
    expect(meta.openGraph).toMatchObject({
      url: `${SITE.origin}/zh/x/react-data-grid/editing`,
      locale: 'zh_CN',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [images[0].url] });
  });
});

describe('open graph images', () => {
  it('has one per page, addressable back to its page', () => {
    const params = ogImageParams();
    expect(params.length).toBeGreaterThan(300);
    expect(ogImagePath('/x/api/data-grid/data-grid')).toBe('/og/x/api/data-grid/data-grid.png');
    expect(pathnameFromOgSegments(['x', 'api', 'data-grid', 'data-grid.png'])).toBe(
      '/x/api/data-grid/data-grid',
    );
    expect(pathnameFromOgSegments(['x', 'nope.png'])).toBeUndefined();
    expect(pathnameFromOgSegments(['x', 'introduction'])).toBeUndefined();
  });

  it('drops characters the bundled fonts cannot draw, so no web font is fetched', () => {
    expect(drawableText('Données – “grid” 数据表格 🚀')).toBe('Données – “grid”');
  });
});

describe('one-line API descriptions', () => {
  it('skips the generated Demos/API lists and keeps the first sentence without links', () => {
    expect(
      oneLine('Demos:\n\n- [A](/x/a)\n\nAPI:\n\n- [B](/x/b)\n\nThe [grid](/x) shows rows. More text.'),
    ).toBe('The grid shows rows.');
    expect(oneLine('Features:\n- [DataGrid](/x)')).toBeUndefined();
  });
});
