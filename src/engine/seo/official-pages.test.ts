import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPagePathnames, docsPagePathnames } from '../nav';
import { contentKeyFor } from '../content/files';
import { readPageSource } from '../content/page-source';
import { sectionsOf } from '../search/collect-docs';
import { getProductInfo } from '../shared/paths';
import { legacyRedirects, resolveLegacyPath } from './legacy-redirects';

/** In-scope official page URLs of a TSV: its `in` and `planned upstream` rows. */
function officialPages(file: string): string[] {
  return fs
    .readFileSync(path.join(__dirname, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([, , , , scope]) => scope === 'in' || scope.startsWith('planned upstream'))
    .map(([pathname]) => pathname);
}

function officialApi(file: string, keep: (pathname: string) => boolean): string[] {
  return fs.readFileSync(path.join(__dirname, file), 'utf8').trim().split('\n').filter(keep);
}

/** Official API pages of `@mui/x-charts-premium`, which is not published at 8.29.x (out of scope). */
const OUT_OF_SCOPE_V8_API = new Set([
  '/x/api/charts/bar-chart-premium',
  '/x/api/charts/charts-container-premium',
  '/x/api/charts/charts-data-provider-premium',
  '/x/api/charts/range-bar-plot',
]);

interface Major {
  name: string;
  pages: string[];
  api: string[];
  /**
   * Official pages whose topic has no page (or section) here yet. Each must still 404 here: the
   * test fails when one starts landing, so remove it from this list when its page is written.
   */
  pending: Set<string>;
}

const MAJORS: Major[] = [
  {
    name: 'v8',
    pages: officialPages('official-v8/mui-x-v8-pages.tsv'),
    api: officialApi('official-v8/mui-x-v8-api-pages.txt', (p) => !OUT_OF_SCOPE_V8_API.has(p)),
    pending: new Set(),
  },
  {
    name: 'v9',
    pages: officialPages('official-v9/mui-x-v9-pages.tsv').filter((p) => !p.startsWith('/x/react-scheduler')),
    // The Chat and the Scheduler are products of their own issues.
    api: officialApi('official-v9/mui-x-v9-api-pages.txt', (p) => !/^\/x\/api\/(chat|scheduler)\//.test(p)),
    // Premium and marked experimental upstream: no page here yet.
    pending: new Set(['/x/react-charts/map']),
  },
];

const served = new Set(allPagePathnames());
const docsPages = new Set(docsPagePathnames());

/** Product of a path: the Data Grid guides and its API pages are one; introduction, guides and migration another. */
const productOf = (pathname: string) => getProductInfo(pathname).productId;

/** Heading ids of a written page (API pages have none to link to here). */
function headingIds(pathname: string): string[] {
  if (!docsPages.has(pathname)) return [];
  const source = readPageSource(contentKeyFor(pathname), 'en');
  return source ? sectionsOf(source.content).map((section) => section.anchor) : [];
}

type Landing = 'served' | 'redirected' | 'missing';

/** How an official path lands, and why not when it does not land correctly. */
function landing(pathname: string): { kind: Landing; problem?: string } {
  if (served.has(pathname)) return { kind: 'served' };
  const target = resolveLegacyPath(pathname);
  if (target === undefined) return { kind: 'missing', problem: 'neither a page nor redirected' };
  const [page, anchor] = target.split('#');
  if (!served.has(page)) return { kind: 'missing', problem: `redirected to ${target}, not a page` };
  if (productOf(page) !== productOf(pathname)) {
    return { kind: 'missing', problem: `redirected to ${target}, another product` };
  }
  if (anchor && !headingIds(page).includes(anchor)) {
    return { kind: 'missing', problem: `redirected to ${target}, no heading #${anchor}` };
  }
  return { kind: 'redirected' };
}

describe.each(MAJORS)('official MUI X $name addresses', ({ name, pages, api, pending }) => {
  it('has the generated API pages to check against (npm run api:build)', () => {
    expect(allPagePathnames().some((pathname) => pathname.startsWith('/x/api/data-grid/'))).toBe(true);
  });

  it('lands every in-scope page and API page, except the pending ones', () => {
    const all = [...pages, ...api];
    const results = all.map((pathname) => ({ pathname, ...landing(pathname) }));
    const counts = { served: 0, redirected: 0, pending: 0 };
    for (const result of results) {
      if (pending.has(result.pathname)) counts.pending += 1;
      else counts[result.kind === 'missing' ? 'pending' : result.kind] += 1;
    }
    console.log(
      `official ${name} addresses: ${pages.length} pages + ${api.length} API pages: ` +
        `${counts.served} served, ${counts.redirected} redirected, ${counts.pending} pending`,
    );
    const wrong = results
      .filter((result) => !pending.has(result.pathname) && result.kind === 'missing')
      .map((result) => `${result.pathname}: ${result.problem}`);
    expect(wrong).toEqual([]);
  });

  it('keeps only pending rows that still lack a page (the list only shrinks)', () => {
    const all = new Set([...pages, ...api]);
    expect([...pending].filter((pathname) => !all.has(pathname))).toEqual([]);
    expect([...pending].filter((pathname) => served.has(pathname) || resolveLegacyPath(pathname))).toEqual(
      [],
    );
  });

  it('redirects the Chinese address of each moved docs page to its Chinese page', () => {
    for (const pathname of pages.filter((p) => landing(p).kind === 'redirected')) {
      expect(resolveLegacyPath(`/zh${pathname}`)).toBe(`/zh${resolveLegacyPath(pathname)}`);
    }
  });

  it('sends the planned charts to the overview section that says they are not here yet', () => {
    for (const pathname of ['/x/react-charts/gantt', '/x/react-charts/treemap']) {
      expect(resolveLegacyPath(pathname)).toBe('/x/react-charts#charts-planned-after-v9');
    }
  });

  it('names every redirect target with a real heading id', () => {
    const broken = legacyRedirects()
      .filter((redirect) => redirect.destination.includes('#'))
      .filter((redirect) => {
        const [page, anchor] = redirect.destination.replace(/^\/zh/, '').split('#');
        return !headingIds(page).includes(anchor);
      });
    expect(broken).toEqual([]);
  });
});
