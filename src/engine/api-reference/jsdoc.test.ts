import { describe, expect, it } from 'vitest';
import {
  absolutizeRootLinks,
  docsTreePathnames,
  jsdocLinksToMarkdown,
  localizeDocLinks,
  mapDescriptions,
  rewriteDocLinks,
} from './doc-links';
import { linkDescriptions } from './build';
import type { BuiltEntry } from './component-entry';
import type { ApiEntry } from './types';
import { toKebab } from './packages';

const known = (pathname: string) =>
  ['/x/react-data-grid/sorting', '/x/api/data-grid/data-grid', '/x/react-charts/lines'].includes(pathname);

describe('rewriteDocLinks', () => {
  it('points links to pages we have at this site, without the trailing slash', () => {
    expect(rewriteDocLinks('See [sorting](https://mui.com/x/react-data-grid/sorting/).', known)).toBe(
      'See [sorting](/x/react-data-grid/sorting).',
    );
    expect(rewriteDocLinks('[API](http://mui.com/x/api/data-grid/data-grid/#props)', known)).toBe(
      '[API](/x/api/data-grid/data-grid#props)',
    );
  });

  it('turns a bare URL to one of our pages into a link, keeping anchor and punctuation', () => {
    expect(rewriteDocLinks('https://mui.com/x/react-charts/lines/#area, then', known)).toBe(
      '[/x/react-charts/lines#area](/x/react-charts/lines#area), then',
    );
  });

  it('keeps the mui.com URL when we have no such page, and reports it', () => {
    const missing: string[] = [];
    const text = 'See [fields](https://mui.com/x/react-date-pickers/fields/#x).';
    expect(rewriteDocLinks(text, known, (url) => missing.push(url))).toBe(text);
    expect(missing).toEqual(['https://mui.com/x/react-date-pickers/fields/#x']);
  });

  it('follows an official address this site has at another path (official-urls.ts)', () => {
    expect(rewriteDocLinks('[Demos](https://mui.com/x/react-charts/label/)', known)).toBe(
      '[Demos](/x/react-charts/labels#series-labels)',
    );
  });

  it('leaves other hosts and other MUI products alone', () => {
    const text = 'https://mui.com/material-ui/api/button/ and https://example.com/x/react-charts/lines';
    expect(rewriteDocLinks(text, () => true)).toBe(text);
  });
});

describe('jsdocLinksToMarkdown', () => {
  it('turns {@link url text} into a Markdown link and {@link Symbol} into code', () => {
    expect(
      jsdocLinksToMarkdown(
        'Read {@link https://mui.com/x/react-data-grid/sorting/ Sorting—Basics} or {@link GridApi}.',
      ),
    ).toBe('Read [Sorting—Basics](https://mui.com/x/react-data-grid/sorting/) or `GridApi`.');
    expect(jsdocLinksToMarkdown('{@link https://mui.com/x/a/|the a page} {@link https://a.b/}')).toBe(
      '[the a page](https://mui.com/x/a/) [https://a.b/](https://a.b/)',
    );
  });
});

describe('localizeDocLinks', () => {
  it('prefixes site links with /zh and keeps anchors and external links', () => {
    const text =
      '[s](/x/react-data-grid/sorting#basic) and [m](https://mui.com/x/react-date-pickers/fields/)';
    expect(localizeDocLinks(text, 'zh')).toBe(
      '[s](/zh/x/react-data-grid/sorting#basic) and [m](https://mui.com/x/react-date-pickers/fields/)',
    );
    expect(localizeDocLinks(text, 'en')).toBe(text);
  });

  it('maps every text of a descriptions object', () => {
    const mapped = mapDescriptions(
      { description: '[a](/x/a)', props: { rows: '[b](/x/b)' }, deprecated: { _self: '[c](/x/c)' } },
      (text) => localizeDocLinks(text, 'zh'),
    );
    expect(mapped).toMatchObject({
      description: '[a](/zh/x/a)',
      props: { rows: '[b](/zh/x/b)' },
      deprecated: { _self: '[c](/zh/x/c)' },
    });
  });
});

describe('linkDescriptions (api:build)', () => {
  it('links to guides of the nav tree and to API pages of the build, warns with the entry name otherwise', () => {
    expect(docsTreePathnames()).toContain('/x/react-data-grid/sorting');
    const entry = (name: string, kebab: string, description: string) =>
      ({
        entry: { name, kebab, product: 'data-grid' },
        descriptions: { description },
      }) as unknown as BuiltEntry<ApiEntry>;
    const entries = [
      entry(
        'DataGrid',
        'data-grid',
        'See https://mui.com/x/api/data-grid/grid-api/ and [s](https://mui.com/x/react-data-grid/sorting/)',
      ),
      entry('GridApi', 'grid-api', '[gone](https://mui.com/x/react-data-grid/no-such-page/)'),
    ];
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      linkDescriptions(entries);
    } finally {
      console.warn = warn;
    }
    expect(entries[0].descriptions.description).toBe(
      'See [/x/api/data-grid/grid-api](/x/api/data-grid/grid-api) and [s](/x/react-data-grid/sorting)',
    );
    expect(entries[1].descriptions.description).toBe(
      '[gone](https://mui.com/x/react-data-grid/no-such-page/)',
    );
    expect(warnings).toEqual([
      '[api] GridApi: no page here for https://mui.com/x/react-data-grid/no-such-page/; kept as mui.com links.',
    ]);
  });
});

describe('toKebab', () => {
  it.each([
    ['DataGrid', 'data-grid'],
    ['ChartsXAxis', 'charts-x-axis'],
    ['Unstable_PickersSectionList', 'pickers-section-list'],
    ['GridColDef', 'grid-col-def'],
    ['PickerDay2', 'picker-day-2'],
  ])('%s → %s', (name, kebab) => {
    expect(toKebab(name)).toBe(kebab);
  });
});

describe('absolutizeRootLinks', () => {
  const known = (pathname: string) => pathname === '/x/react-data-grid';
  it('points root-relative links at mui.com unless this site has the page', () => {
    expect(absolutizeRootLinks('A [`FilledInput`](/material-ui/api/filled-input/) or', known)).toBe(
      'A [`FilledInput`](https://mui.com/material-ui/api/filled-input/) or',
    );
    expect(absolutizeRootLinks('[grid](/x/react-data-grid#intro)', known)).toBe(
      '[grid](/x/react-data-grid#intro)',
    );
    expect(absolutizeRootLinks('[ext](https://example.com/a)', known)).toBe('[ext](https://example.com/a)');
  });
});
