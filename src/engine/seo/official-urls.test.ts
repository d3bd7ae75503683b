import { describe, expect, it } from 'vitest';
import { isOfficialUrl, OFFICIAL_MOVES, sitePathForOfficialUrl } from './official-urls';

const SERVED = new Set(['/x/react-data-grid/sorting', '/x/react-tree-view/selection', '/x/react-charts']);
const served = (pathname: string) => SERVED.has(pathname);

describe('sitePathForOfficialUrl', () => {
  it('keeps the path of a page this site serves, without the trailing slash', () => {
    expect(sitePathForOfficialUrl('https://mui.com/x/react-data-grid/sorting/', served)).toBe(
      '/x/react-data-grid/sorting',
    );
    expect(sitePathForOfficialUrl('http://www.mui.com/x/react-data-grid/sorting/#sort-model', served)).toBe(
      '/x/react-data-grid/sorting#sort-model',
    );
    expect(sitePathForOfficialUrl('https://mui.com/x/react-data-grid/sorting/?utm=1', served)).toBe(
      '/x/react-data-grid/sorting',
    );
  });

  it('follows a move to the page on the same topic, keeping the link’s anchor', () => {
    expect(sitePathForOfficialUrl('https://mui.com/x/react-tree-view/rich-tree-view/editing/', served)).toBe(
      '/x/react-tree-view/editing',
    );
    expect(
      sitePathForOfficialUrl('https://mui.com/x/react-tree-view/rich-tree-view/editing/#validation', served),
    ).toBe('/x/react-tree-view/editing#validation');
  });

  it('uses the move’s own section over the link’s anchor', () => {
    expect(sitePathForOfficialUrl('https://mui.com/x/react-charts/treemap/#usage', served)).toBe(
      '/x/react-charts#charts-planned-after-v9',
    );
  });

  it('accepts a root-relative official path', () => {
    expect(sitePathForOfficialUrl('/x/react-tree-view/simple-tree-view/selection/', served)).toBe(
      '/x/react-tree-view/selection#with-simpletreeview',
    );
  });

  it('leaves pages this site does not have, and other sites, alone', () => {
    expect(
      sitePathForOfficialUrl('https://mui.com/x/react-data-grid/demos/inventory/', served),
    ).toBeUndefined();
    expect(sitePathForOfficialUrl('https://mui.com/material-ui/api/input/', served)).toBeUndefined();
    expect(sitePathForOfficialUrl('https://example.com/x/react-data-grid/sorting/', served)).toBeUndefined();
    expect(sitePathForOfficialUrl('https://mui.com/xyz', served)).toBeUndefined();
  });
});

describe('isOfficialUrl', () => {
  it('matches mui.com/x addresses only', () => {
    expect(isOfficialUrl('https://mui.com/x/')).toBe(true);
    expect(isOfficialUrl('https://mui.com/x')).toBe(true);
    expect(isOfficialUrl('https://mui.com/material-ui/')).toBe(false);
    expect(isOfficialUrl('/x/react-charts')).toBe(false);
  });
});

describe('OFFICIAL_MOVES', () => {
  it('lists each official address once and never chains moves', () => {
    const sources = OFFICIAL_MOVES.map(([from]) => from);
    expect(new Set(sources).size).toBe(sources.length);
    const chained = OFFICIAL_MOVES.filter(([, to]) => sources.includes(to.split('#')[0]));
    expect(chained).toEqual([]);
  });
});
