import { describe, expect, it } from 'vitest';
import { allPagePathnames } from '../nav';
import { legacyPageTargets, legacyRedirects, resolveLegacyPath } from './legacy-redirects';

describe('legacy redirects', () => {
  it('maps the issue’s legacy paths', () => {
    expect(resolveLegacyPath('/components/data-grid/editing')).toBe('/x/react-data-grid/editing');
    expect(resolveLegacyPath('/components/data-grid')).toBe('/x/react-data-grid');
    expect(resolveLegacyPath('/components/pickers')).toBe('/x/react-date-pickers');
    expect(resolveLegacyPath('/components/date-picker')).toBe('/x/react-date-pickers');
    expect(resolveLegacyPath('/components/tree-view')).toBe('/x/react-tree-view');
    expect(resolveLegacyPath('/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid');
  });

  it('sends this site’s earlier Data Grid addresses to the official ones, in both languages', () => {
    expect(resolveLegacyPath('/x/react-data-grid/selection')).toBe('/x/react-data-grid/row-selection');
    expect(resolveLegacyPath('/x/react-data-grid/editing-persistence')).toBe(
      '/x/react-data-grid/editing/persistence',
    );
    expect(resolveLegacyPath('/zh/x/react-data-grid/styling')).toBe('/zh/x/react-data-grid/style');
    // The official addresses are the pages now: nothing redirects them.
    expect(resolveLegacyPath('/x/react-data-grid/row-selection')).toBeUndefined();
  });

  it('never sends a page move to another redirect', () => {
    const sources = new Set(legacyRedirects().map((r) => r.source));
    const chained = legacyRedirects().filter(
      (r) => !r.source.endsWith('/:path*') && sources.has(r.destination.split('#')[0]),
    );
    expect(chained).toEqual([]);
  });

  it('sends the first addresses of the per-product migration guides to their official paths', () => {
    expect(resolveLegacyPath('/x/migration-data-grid-v7-to-v8')).toBe('/x/migration/migration-data-grid-v7');
    expect(resolveLegacyPath('/x/migration-date-pickers-lab-to-v5')).toBe(
      '/x/migration/migration-pickers-lab',
    );
    expect(resolveLegacyPath('/zh/x/migration-tree-view-v6-to-v7')).toBe(
      '/zh/x/migration/migration-tree-view-v6',
    );
    // The seed's overview paths stay pages.
    expect(resolveLegacyPath('/x/migration-v8')).toBeUndefined();
  });

  it('leaves the feedback endpoint and unknown API paths alone', () => {
    expect(resolveLegacyPath('/api/feedback')).toBeUndefined();
    expect(legacyRedirects().some((r) => r.source.startsWith('/api/feedback'))).toBe(false);
    expect(legacyRedirects().some((r) => r.source === '/api/:path*')).toBe(false);
  });

  it('points every single-page redirect at a real page', () => {
    const pages = new Set(allPagePathnames());
    expect(legacyPageTargets().filter((target) => !pages.has(target))).toEqual([]);
  });

  it('points every section redirect at a real section', () => {
    const pages = allPagePathnames();
    for (const redirect of legacyRedirects().filter((r) => r.source.endsWith('/:path*'))) {
      const root = redirect.destination.replace('/:path*', '');
      expect(pages.some((page) => page === root || page.startsWith(`${root}/`))).toBe(true);
    }
  });

  it('never redirects a path that is a page of the site', () => {
    const pages = new Set(allPagePathnames());
    expect(legacyRedirects().filter((r) => pages.has(r.source))).toEqual([]);
  });

  it('is permanent', () => {
    expect(legacyRedirects().every((r) => r.permanent)).toBe(true);
  });
});
