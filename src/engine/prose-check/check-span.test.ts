import { describe, expect, it } from 'vitest';
import { buildApiNames } from './api-names';
import { checkSpan } from './check-span';
import { FIXTURE_ENTRIES } from './fixtures/api-entries';

const all = buildApiNames(FIXTURE_ENTRIES, ['DataGrid', 'DataGridPro', 'DataGridPremium']);
const names = (span: string, page = all) => checkSpan(span, page).map((problem) => problem.name);

describe('checkSpan', () => {
  it('accepts existing props, slots, classes and apiRef methods', () => {
    for (const span of [
      'rowHeight',
      'slots.toolbar',
      'slotProps.footer',
      'apiRef.current.updateRows(updates)',
      '.MuiDataGrid-cell--editing',
      "sx={{ '& .MuiDataGrid-cell': { p: 1 } }}",
      '<DataGridPro treeData getTreeDataPath={(row) => row.path} />',
      'renderCell',
      'onRowClick()',
      'density="compact"',
    ]) {
      expect(names(span), span).toEqual([]);
    }
  });

  it('rejects unknown names with the nearest existing one', () => {
    const [slot] = checkSpan('slots.toolbr', all);
    expect(slot.message).toMatch(/`toolbr` is not a slot.*Nearest: `toolbar`/);
    expect(checkSpan('apiRef.current.updateRow', all)[0].message).toMatch(
      /not in GridApiPremium.*`updateRows`/,
    );
    expect(names('.MuiDataGrid-cel')).toEqual(['MuiDataGrid-cel']);
    expect(names('<DataGrid rowHeigth={40} rows={rows} />')).toEqual(['rowHeigth']);
    expect(names('rowHieght')).toEqual(['rowHieght']);
    expect(names('rowheight={30}')).toEqual(['rowheight']);
  });

  it('leaves values, file names, code and other products alone', () => {
    for (const span of [
      "'compact'",
      'package.json',
      'const rows = []',
      'true',
      'rows',
      'myCustomHandler',
      '.Mui-selected',
      '.MuiButton-root',
      'props.apiRef',
      'useGridApiRef()',
      'GridColDef',
    ]) {
      expect(names(span), span).toEqual([]);
    }
  });

  it('checks against the plan the page declares', () => {
    const pro = buildApiNames(FIXTURE_ENTRIES, ['DataGridPro', 'DataGridPremium'], 'pro');
    expect(pro.components).toEqual(['DataGridPro']);
    expect(names('apiRef.current.pinColumn', pro)).toEqual([]);
    const [excel] = checkSpan('apiRef.current.exportDataAsExcel()', pro);
    expect(excel.message).toMatch(/not in GridApiPro\. It exists in GridApiPremium \(premium\)/);
    expect(checkSpan('<DataGridPremium cellSelection />', pro)).toEqual([]); // not listed at this plan: not checked
    const community = buildApiNames(FIXTURE_ENTRIES, ['DataGrid']);
    expect(names('apiRef.current.pinColumn', community)).toEqual(['pinColumn']);
    expect(names('<DataGrid treeData />', community)).toEqual(['treeData']);
  });

  it('passes a near miss of a member of a type a prop names, but still flags one of a listed interface', () => {
    const shortcut = {
      ...FIXTURE_ENTRIES.find((entry) => entry.name === 'GridApi')!,
      name: 'GridShortcutItem',
      kebab: 'grid-shortcut-item',
      properties: [{ name: 'getValue', type: { text: '() => string' }, required: true, deprecated: false }],
    };
    const page = buildApiNames([...FIXTURE_ENTRIES, shortcut], ['DataGrid']);
    expect(names('getValue', page)).toEqual([]);
    expect(names('setValue', page)).toEqual([]);
    // `GridApi` is one of the listed interfaces: its members stay typo targets.
    expect(names('updateRowz', page)).toEqual(['updateRowz']);
  });
});
