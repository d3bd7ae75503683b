import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Product } from '../api-reference/types';
import { foldRelease } from './fold';
import type { ProductHistory, ReleaseSnapshot } from './types';

const GRID = '@mui/x-data-grid';
const PREMIUM = '@mui/x-data-grid-premium';

function release(
  minor: `8.${number}`,
  versions: Record<string, string>,
  entries: ReleaseSnapshot['entries'],
) {
  return { minor, versions, entries } satisfies ReleaseSnapshot;
}

function fold(...releases: ReleaseSnapshot[]) {
  const histories = new Map<Product, ProductHistory>();
  releases.forEach((next, index) => foldRelease(histories, releases[index - 1], next));
  return histories.get('data-grid')!;
}

describe('API history fold', () => {
  const v0 = release(
    '8.0',
    { [GRID]: '8.0.0' },
    {
      'data-grid/data-grid': {
        k: 'c',
        pkg: GRID,
        p: { rows: [''], density: ['"standard"'] },
        s: ['toolbar'],
      },
    },
  );

  it('marks what appears, disappears, is deprecated or changes its default', () => {
    const v1 = release(
      '8.1',
      { [GRID]: '8.1.0' },
      {
        'data-grid/data-grid': {
          k: 'c',
          pkg: GRID,
          p: { rows: ['', 1], density: ['"compact"'], showToolbar: ['false'] },
          s: ['toolbar', 'pivotPanel'],
        },
        'data-grid/toolbar': { k: 'c', pkg: GRID, p: {} },
      },
    );
    const history = fold(v0, v1);
    expect(history.entries['data-grid']).toEqual({
      props: {
        rows: { d: '8.1' },
        density: { def: [['8.1', '"standard"']] },
        showToolbar: { a: '8.1' },
      },
      slots: { pivotPanel: { a: '8.1' } },
    });
    expect(history.entries.toolbar).toEqual({ a: '8.1' });
    expect(history.releases.map((item) => item.minor)).toEqual(['8.0', '8.1']);
  });

  it('gives a package first read in a later minor a baseline, not additions', () => {
    const v1 = release(
      '8.1',
      { [GRID]: '8.1.0', [PREMIUM]: '8.1.0' },
      {
        ...v0.entries,
        'data-grid/data-grid-premium': { k: 'c', pkg: PREMIUM, p: { rows: [''], pivotActive: ['false'] } },
      },
    );
    const history = fold(v0, v1);
    expect(history.entries['data-grid-premium']).toBeUndefined();
    expect(history.baselines).toEqual({ [GRID]: '8.0', [PREMIUM]: '8.1' });
  });

  it('keeps the first appearance of a member that is missing for one release (a skipped Pro release)', () => {
    const gap = release(
      '8.1',
      { [GRID]: '8.1.0' },
      {
        'data-grid/data-grid': { k: 'c', pkg: GRID, p: { rows: [''] }, s: ['toolbar'] },
      },
    );
    const back = release('8.2', { [GRID]: '8.2.0' }, v0.entries);
    expect(fold(v0, gap, back).entries['data-grid']).toBeUndefined();
  });

  it('reports nothing between two releases whose API did not change (the committed last release)', () => {
    const file = path.join(process.cwd(), 'data', 'api-history', 'last-release.json');
    const real = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseSnapshot;
    const same = { ...real, minor: '8.99' as const };
    const histories = new Map<Product, ProductHistory>();
    foldRelease(histories, undefined, real);
    foldRelease(histories, real, same);
    for (const history of histories.values()) expect(history.entries).toEqual({});
  });
});
