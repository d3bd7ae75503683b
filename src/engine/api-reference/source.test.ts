import { describe, expect, it } from 'vitest';
import { packagePath } from './source';

describe('packagePath', () => {
  it('splits a scoped package file at its last node_modules', () => {
    expect(packagePath('/repo/node_modules/@mui/x-data-grid/models/colDef/gridColDef.d.ts')).toEqual({
      dir: '/repo/node_modules/@mui/x-data-grid',
      name: '@mui/x-data-grid',
      path: 'models/colDef/gridColDef.d.ts',
    });
    expect(packagePath('/a/node_modules/x/node_modules/dayjs/index.d.ts')?.name).toBe('dayjs');
  });

  it('has no package for a file outside node_modules', () => {
    expect(packagePath('/repo/src/app.ts')).toBeUndefined();
    expect(packagePath('/repo/node_modules/@mui')).toBeUndefined();
  });
});
