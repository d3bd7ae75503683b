import { describe, expect, it } from 'vitest';
import { apiEntryMarkdown } from './api-twin';

describe('apiEntryMarkdown types', () => {
  const markdown = apiEntryMarkdown(
    {
      _generated: '',
      name: 'DataGridPro',
      kebab: 'data-grid-pro',
      product: 'data-grid',
      kind: 'component',
      plan: 'pro',
      plans: ['pro'],
      aliases: [],
      imports: [],
      deprecated: false,
      themeName: 'MuiDataGrid',
      source: {
        package: '@mui/x-data-grid-pro',
        version: '8.29.3',
        path: 'DataGridPro/DataGridPro.d.ts',
        line: 16,
      },
      props: [
        {
          name: 'getRowId',
          type: {
            text: 'GridRowIdGetter<R>',
            signature: { params: [{ name: 'row', type: 'R' }], returns: 'GridRowId' },
          },
          required: false,
          deprecated: false,
        },
        { name: 'treeData', type: { text: 'boolean' }, required: false, deprecated: false, plan: 'pro' },
      ],
      slots: [],
      classes: [],
    },
    {},
    { absoluteUrl: (path) => path },
  );

  it('writes the signature under the type and the plan beside the name', () => {
    expect(markdown).toContain('| `getRowId` | `GridRowIdGetter<R>`<br>`(row: R) => GridRowId` |');
    expect(markdown).toContain('| `treeData` (Pro) | `boolean` |');
  });

  it('names the theme key and the declaration on the npm CDN', () => {
    expect(markdown).toContain('Theme key: `MuiDataGrid`');
    expect(markdown).toContain(
      'Source: https://unpkg.com/@mui/x-data-grid-pro@8.29.3/DataGridPro/DataGridPro.d.ts#L16',
    );
  });
});
