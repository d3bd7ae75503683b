import { describe, expect, it } from 'vitest';
import { latestPatchPerMinor, minorOf, releaseSets } from './releases';

describe('8.x release sets', () => {
  it('keeps the latest patch of each minor and ignores prereleases and other majors', () => {
    const patches = latestPatchPerMinor(['7.29.1', '8.0.0-beta.3', '8.0.0', '8.0.2', '8.1.0', '8.0.1']);
    expect([...patches]).toEqual([
      [0, '8.0.2'],
      [1, '8.1.0'],
    ]);
  });

  it('carries a package over a minor it skipped and leaves out packages not published yet', () => {
    const sets = releaseSets(
      {
        '@mui/x-data-grid': ['8.0.0', '8.1.0', '8.2.1'],
        '@mui/x-data-grid-premium': ['8.1.0'],
      },
      2,
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

  it('names a version by its minor', () => {
    expect(minorOf('8.29.3')).toBe('8.29');
    expect(() => minorOf('7.1.0')).toThrow(/Not an 8.x version/);
  });
});
