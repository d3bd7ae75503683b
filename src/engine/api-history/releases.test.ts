import { describe, expect, it } from 'vitest';
import { latestPatchPerMinor, minorOf, minorOrder, releaseSets } from './releases';

describe('8.x and 9.x release sets', () => {
  it('keeps the latest patch of each minor and ignores prereleases and other majors', () => {
    const patches = latestPatchPerMinor([
      '7.29.1',
      '8.0.0-beta.3',
      '8.0.0',
      '8.0.2',
      '8.1.0',
      '8.0.1',
      '9.0.0-alpha.1',
      '9.0.1',
      '10.0.0',
    ]);
    expect([...patches]).toEqual([
      ['8.0', '8.0.2'],
      ['8.1', '8.1.0'],
      ['9.0', '9.0.1'],
    ]);
  });

  it('carries a package over a minor it skipped and leaves out packages not published yet', () => {
    const sets = releaseSets(
      {
        '@mui/x-data-grid': ['8.0.0', '8.1.0', '8.2.1'],
        '@mui/x-data-grid-premium': ['8.1.0'],
      },
      '8.2',
    );
    expect(sets).toEqual([
      { minor: '8.0', versions: { '@mui/x-data-grid': '8.0.0' }, changed: ['@mui/x-data-grid'] },
      {
        minor: '8.1',
        versions: { '@mui/x-data-grid': '8.1.0', '@mui/x-data-grid-premium': '8.1.0' },
        changed: ['@mui/x-data-grid', '@mui/x-data-grid-premium'],
      },
      {
        minor: '8.2',
        versions: { '@mui/x-data-grid': '8.2.1', '@mui/x-data-grid-premium': '8.1.0' },
        changed: ['@mui/x-data-grid'],
      },
    ]);
  });

  it('runs on from the last 8.x minor into 9.x, carrying a Pro package the registry skips', () => {
    const sets = releaseSets(
      {
        '@mui/x-tree-view': ['8.29.0', '9.0.0', '9.1.0', '9.2.0'],
        '@mui/x-tree-view-pro': ['8.29.0', '9.2.0'],
      },
      '9.1',
    );
    expect(sets.map((set) => [set.minor, set.versions['@mui/x-tree-view-pro']])).toEqual([
      ['8.29', '8.29.0'],
      ['9.0', '8.29.0'],
      ['9.1', '8.29.0'],
    ]);
  });

  it('orders minors across majors', () => {
    expect(minorOrder('8.29')).toBeLessThan(minorOrder('9.0'));
    expect(minorOrder('9.2')).toBeLessThan(minorOrder('9.10'));
  });

  it('names a version by its minor', () => {
    expect(minorOf('8.29.3')).toBe('8.29');
    expect(minorOf('9.14.0')).toBe('9.14');
    expect(() => minorOf('7.1.0')).toThrow(/Not an 8.x or 9.x version/);
  });
});
