import { describe, expect, it } from 'vitest';
import { classifyPage, olderVersionHref, type OldMajor, type PageKind, type Product } from './version-links';

/** The expected link of every major × product × page kind, written out by hand. */
const expected: Record<OldMajor, Record<Product, Record<Exclude<PageKind, 'other'>, string>>> = {
  v8: {
    'data-grid': {
      docs: 'https://v8.mui.com/x/react-data-grid/',
      api: 'https://v8.mui.com/x/api/data-grid/',
      migration: 'https://v8.mui.com/x/migration/migration-data-grid-v7/',
    },
    'date-pickers': {
      docs: 'https://v8.mui.com/x/react-date-pickers/',
      api: 'https://v8.mui.com/x/api/date-pickers/',
      migration: 'https://v8.mui.com/x/migration/migration-pickers-v7/',
    },
    charts: {
      docs: 'https://v8.mui.com/x/react-charts/',
      api: 'https://v8.mui.com/x/api/charts/',
      migration: 'https://v8.mui.com/x/migration/migration-charts-v7/',
    },
    'tree-view': {
      docs: 'https://v8.mui.com/x/react-tree-view/',
      api: 'https://v8.mui.com/x/api/tree-view/',
      migration: 'https://v8.mui.com/x/migration/migration-tree-view-v7/',
    },
  },
  v7: {
    'data-grid': {
      docs: 'https://v7.mui.com/x/react-data-grid/',
      api: 'https://v7.mui.com/x/api/data-grid/',
      migration: 'https://v7.mui.com/x/migration/migration-data-grid-v6/',
    },
    'date-pickers': {
      docs: 'https://v7.mui.com/x/react-date-pickers/',
      api: 'https://v7.mui.com/x/api/date-pickers/',
      migration: 'https://v7.mui.com/x/migration/migration-pickers-v6/',
    },
    charts: {
      docs: 'https://v7.mui.com/x/react-charts/',
      api: 'https://v7.mui.com/x/react-charts/',
      migration: 'https://v7.mui.com/x/migration/migration-charts-v6/',
    },
    'tree-view': {
      docs: 'https://v7.mui.com/x/react-tree-view/',
      api: 'https://v7.mui.com/x/react-tree-view/',
      migration: 'https://v7.mui.com/x/migration/migration-tree-view-v6/',
    },
  },
  v6: {
    'data-grid': {
      docs: 'https://v6.mui.com/x/react-data-grid/',
      api: 'https://v6.mui.com/x/api/data-grid/',
      migration: 'https://v6.mui.com/x/migration/migration-data-grid-v5/',
    },
    'date-pickers': {
      docs: 'https://v6.mui.com/x/react-date-pickers/',
      api: 'https://v6.mui.com/x/api/date-pickers/',
      migration: 'https://v6.mui.com/x/migration/migration-pickers-v5/',
    },
    charts: {
      docs: 'https://v6.mui.com/x/react-charts/',
      api: 'https://v6.mui.com/x/react-charts/',
      migration: 'https://v6.mui.com/x/react-charts/',
    },
    'tree-view': {
      docs: 'https://v6.mui.com/x/react-tree-view/getting-started/',
      api: 'https://v6.mui.com/x/react-tree-view/getting-started/',
      migration: 'https://v6.mui.com/x/migration/migration-tree-view-lab/',
    },
  },
  v5: {
    'data-grid': {
      docs: 'https://v5.mui.com/x/react-data-grid/',
      api: 'https://v5.mui.com/x/api/data-grid/',
      migration: 'https://v5.mui.com/x/react-data-grid/',
    },
    'date-pickers': {
      docs: 'https://v5.mui.com/x/react-date-pickers/getting-started/',
      api: 'https://v5.mui.com/x/react-date-pickers/getting-started/',
      migration: 'https://v5.mui.com/x/react-date-pickers/getting-started/',
    },
    // Neither product existed in MUI X v5: the major's root.
    charts: {
      docs: 'https://v5.mui.com/x/introduction/',
      api: 'https://v5.mui.com/x/introduction/',
      migration: 'https://v5.mui.com/x/introduction/',
    },
    'tree-view': {
      docs: 'https://v5.mui.com/x/introduction/',
      api: 'https://v5.mui.com/x/introduction/',
      migration: 'https://v5.mui.com/x/introduction/',
    },
  },
  v4: {
    'data-grid': {
      docs: 'https://v4.mui.com/components/data-grid/',
      api: 'https://v4.mui.com/components/data-grid/',
      migration: 'https://v4.mui.com/components/data-grid/',
    },
    'date-pickers': {
      docs: 'https://v4.mui.com/components/data-grid/',
      api: 'https://v4.mui.com/components/data-grid/',
      migration: 'https://v4.mui.com/components/data-grid/',
    },
    charts: {
      docs: 'https://v4.mui.com/components/data-grid/',
      api: 'https://v4.mui.com/components/data-grid/',
      migration: 'https://v4.mui.com/components/data-grid/',
    },
    'tree-view': {
      docs: 'https://v4.mui.com/components/data-grid/',
      api: 'https://v4.mui.com/components/data-grid/',
      migration: 'https://v4.mui.com/components/data-grid/',
    },
  },
};

const otherRoot: Record<OldMajor, string> = {
  v8: 'https://v8.mui.com/x/introduction/',
  v7: 'https://v7.mui.com/x/introduction/',
  v6: 'https://v6.mui.com/x/introduction/',
  v5: 'https://v5.mui.com/x/introduction/',
  v4: 'https://v4.mui.com/components/data-grid/',
};

describe('older-version links', () => {
  for (const [major, products] of Object.entries(expected) as [OldMajor, (typeof expected)['v7']][]) {
    for (const [product, kinds] of Object.entries(products) as [Product, Record<string, string>][]) {
      for (const [kind, href] of Object.entries(kinds)) {
        it(`${major} ${product} ${kind} → ${href}`, () => {
          expect(olderVersionHref(major, kind as PageKind, product)).toBe(href);
        });
      }
      it(`${major} ${product} other → the product's docs root`, () => {
        expect(olderVersionHref(major, 'other', product)).toBe(expected[major][product].docs);
      });
    }
    it(`${major} pages of no product → ${otherRoot[major]}`, () => {
      expect(olderVersionHref(major, 'other')).toBe(otherRoot[major]);
      expect(olderVersionHref(major, 'migration')).toBe(otherRoot[major]);
    });
  }
});

describe('page classification', () => {
  it.each([
    ['/x/react-data-grid', 'docs', 'data-grid'],
    ['/x/react-date-pickers/date-picker', 'docs', 'date-pickers'],
    ['/x/react-charts/bars', 'docs', 'charts'],
    ['/x/react-tree-view/rich-tree-view/items', 'docs', 'tree-view'],
    ['/x/api/data-grid/data-grid', 'api', 'data-grid'],
    ['/x/api/date-pickers/date-picker', 'api', 'date-pickers'],
    ['/x/api/charts/bar-chart', 'api', 'charts'],
    ['/x/api/tree-view/rich-tree-view', 'api', 'tree-view'],
    ['/x/migration/migration-data-grid-v7', 'migration', 'data-grid'],
    ['/x/migration/migration-pickers-lab', 'migration', 'date-pickers'],
    ['/x/migration/charts-v7-to-v8-api', 'migration', 'charts'],
    ['/x/migration/migration-tree-view-v6', 'migration', 'tree-view'],
    ['/x/migration-v8', 'migration', undefined],
    ['/x/introduction/installation', 'other', undefined],
    ['/x/common-concepts/theming', 'other', undefined],
    ['/x/react-data-gridiron', 'other', undefined],
  ])('%s is a %s page of %s', (canonical, kind, product) => {
    expect(classifyPage(canonical)).toEqual(product ? { kind, product } : { kind });
  });
});
