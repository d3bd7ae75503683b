import { describe, expect, it } from 'vitest';
import { namesChangedIn, newestSharedVersion, repin } from './upgrade';
import type { ProductHistory } from './types';

describe('upgrade:x', () => {
  it('picks the newest version every package published, not the newest of one', () => {
    const published = {
      '@mui/x-data-grid': ['8.29.3', '8.29.4', '8.29.5', '9.0.0-alpha.1'],
      '@mui/x-data-grid-pro': ['8.29.3'],
    };
    expect(newestSharedVersion(published)).toBe('8.29.3');
  });

  it('compares versions numerically', () => {
    expect(newestSharedVersion({ a: ['8.9.0', '8.10.0'], b: ['8.9.0', '8.10.0'] })).toBe('8.10.0');
  });

  it('re-pins the packages and leaves the v7 aliases alone', () => {
    const before = '{"@mui/x-charts": "8.29.3", "@mui/x-charts-v7": "npm:@mui/x-charts@7.29.1"}';
    expect(repin(before, ['@mui/x-charts'], '8.30.0')).toBe(
      '{"@mui/x-charts": "8.30.0", "@mui/x-charts-v7": "npm:@mui/x-charts@7.29.1"}',
    );
    expect(() => repin(before, ['@mui/x-tree-view'], '8.30.0')).toThrow(/not a dependency/);
  });

  it('lists the names a new minor changed', () => {
    const history = {
      entries: {
        'data-grid': { props: { showToolbar: { a: '8.30' }, rows: { d: '8.12' } } },
        toolbar: { a: '8.30' },
      },
    } as unknown as ProductHistory;
    expect([...namesChangedIn([history], new Set(['8.30']))]).toEqual([
      ['showToolbar', 'added in 8.30'],
      ['Toolbar', 'added in 8.30'],
    ]);
  });
});
