import { beforeAll, describe, expect, it } from 'vitest';
import { buildApiEntries } from './build';
import type { ApiEntry, ApiProp, ComponentEntry, InterfaceEntry } from './types';

let entries: ApiEntry[] = [];
let prose = new Map<string, Record<string, string> | undefined>();
let ownDescriptions = new Map<string, string | undefined>();
const descriptionOf = (id: string) => ownDescriptions.get(id) ?? '';

function component(product: string, name: string): ComponentEntry {
  const found = entries.find((e) => e.product === product && e.name === name && e.kind === 'component');
  if (!found || found.kind !== 'component') throw new Error(`no entry for ${name}`);
  return found;
}

function prop(entry: ComponentEntry | InterfaceEntry, name: string): ApiProp {
  const list = entry.kind === 'component' ? entry.props : entry.properties;
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`${entry.name} has no ${name}`);
  return found;
}

beforeAll(() => {
  const result = buildApiEntries({ cwd: process.cwd() });
  entries = result.entries.map((b) => b.entry);
  prose = new Map(result.entries.map((b) => [`${b.entry.product}/${b.entry.kebab}`, b.descriptions.props]));
  ownDescriptions = new Map(
    result.entries.map((b) => [`${b.entry.product}/${b.entry.kebab}`, b.descriptions.description]),
  );
}, 300_000);

describe('Data Grid', () => {
  it('reads DataGrid props from its declarations', () => {
    const grid = component('data-grid', 'DataGrid');
    expect(grid.plan).toBe('community');
    expect(grid.imports).toContain("import { DataGrid } from '@mui/x-data-grid/DataGrid';");
    expect(prop(grid, 'rows').type.text).toContain('R[]');
    expect(prop(grid, 'columns').required).toBe(true);
    expect(prop(grid, 'autoHeight').default).toBe('false');
    const density = prop(grid, 'density');
    expect(density.default).toBe('"standard"');
    expect([...(density.type.members ?? [])].sort()).toEqual(['"comfortable"', '"compact"', '"standard"']);
    expect(grid.slots.map((s) => s.name)).toContain('toolbar');
    expect(grid.classes.find((c) => c.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(prose.get('data-grid/data-grid')?.density).toMatch(/density/i);
  });

  it('puts DataGridPro on the pro page', () => {
    expect(component('data-grid', 'DataGridPro').plan).toBe('pro');
  });

  it('documents the main interfaces', () => {
    for (const name of [
      'GridApi',
      'GridColDef',
      'GridRowParams',
      'GridCellParams',
      'GridFilterModel',
      'GridSortModel',
      'GridState',
      'GridRenderCellParams',
    ]) {
      const entry = entries.find((e) => e.kind === 'interface' && e.name === name);
      expect(entry?.kind === 'interface' && entry.properties.length, name).toBeGreaterThan(0);
    }
    const colDef = entries.find((e) => e.name === 'GridColDef') as InterfaceEntry;
    expect(prop(colDef, 'field').required).toBe(true);
  });
});

describe('other products', () => {
  it('reads DatePicker props and slots', () => {
    const picker = component('date-pickers', 'DatePicker');
    expect(picker.plans).toEqual(['community', 'pro']);
    expect(prop(picker, 'views').required).toBe(false);
    expect(prop(picker, 'closeOnSelect')).toBeDefined();
    // v9 renders PickerDay (PickersDay is the deprecated v8 day).
    expect(picker.slots.find((s) => s.name === 'day')?.default).toBe('PickerDay');
  });

  it('reads LineChart props and slots', () => {
    const chart = component('charts', 'LineChart');
    expect(prop(chart, 'series').required).toBe(true);
    expect(prop(chart, 'xAxis')).toBeDefined();
    expect(chart.slots.map((s) => s.name)).toEqual(expect.arrayContaining(['legend', 'tooltip']));
  });

  it('reads RichTreeView props, slots and classes', () => {
    const tree = component('tree-view', 'RichTreeView');
    expect(prop(tree, 'items').required).toBe(true);
    expect(prop(tree, 'checkboxSelection').default).toBe('false');
    expect(tree.slots.find((s) => s.name === 'item')?.default).toBe('TreeItem');
    expect(tree.classes.map((c) => c.className)).toContain('MuiRichTreeView-root');
  });
});

describe('types, signatures, plans, theme keys and sources', () => {
  const interfaceNames = (product: string) =>
    entries.filter((e) => e.kind === 'interface' && e.product === product).map((e) => e.name);

  it('gives every product interface pages for the exported types its props name', () => {
    expect(interfaceNames('data-grid')).toEqual(
      expect.arrayContaining(['GridColDef', 'GridRowId', 'GridDensity', 'GridRowSelectionModel']),
    );
    expect(interfaceNames('date-pickers')).toEqual(expect.arrayContaining(['PickerValidDate', 'DateView']));
    expect(interfaceNames('charts')).toEqual(expect.arrayContaining(['BarSeries', 'AxisConfig']));
    expect(interfaceNames('tree-view')).toEqual(expect.arrayContaining(['TreeViewItemId']));
    // Slot and class maps have their own sections, not pages.
    expect(interfaceNames('data-grid')).not.toContain('GridSlotsComponent');
    const density = entries.find((e) => e.name === 'GridDensity') as InterfaceEntry;
    expect(density.typeText).toBe(`'compact' | 'standard' | 'comfortable'`);
    expect(density.properties).toEqual([]);
  });

  it('reads callback signatures from the declaration', () => {
    const signature = prop(component('data-grid', 'DataGrid'), 'onRowClick').type.signature;
    expect(signature?.params.map((p) => p.name)).toEqual(['params', 'event', 'details']);
    expect(signature?.params[0].type).toBe('GridRowParams<any>');
    expect(signature?.returns).toBe('void');
    expect(prop(component('data-grid', 'DataGrid'), 'rows').type.signature).toBeUndefined();
  });

  it('marks the props Pro and Premium add over DataGrid, and charts Pro over its community chart', () => {
    const grid = component('data-grid', 'DataGrid');
    expect(grid.props.some((p) => p.plan)).toBe(false);
    expect(prop(component('data-grid', 'DataGridPro'), 'treeData').plan).toBe('pro');
    const premium = component('data-grid', 'DataGridPremium');
    expect(prop(premium, 'treeData').plan).toBe('pro');
    expect(prop(premium, 'rowGroupingModel').plan).toBe('premium');
    expect(prop(premium, 'rows').plan).toBeUndefined();
    expect(prop(component('charts', 'BarChartPro'), 'zoomData').plan).toBe('pro');
  });

  it('names the theme key from the augmentation and the declaration file and line', () => {
    expect(component('data-grid', 'DataGridPro').themeName).toBe('MuiDataGrid');
    expect(component('date-pickers', 'DatePicker').themeName).toBe('MuiDatePicker');
    expect(component('tree-view', 'RichTreeViewPro').themeName).toBe('MuiRichTreeViewPro');
    const source = component('data-grid', 'DataGrid').source;
    expect(source).toMatchObject({ package: '@mui/x-data-grid', path: 'DataGrid/DataGrid.d.ts' });
    const colDef = entries.find((e) => e.name === 'GridColDef')!;
    expect(colDef.source?.path).toBe('models/colDef/gridColDef.d.ts');
    expect(colDef.source?.line).toBeGreaterThan(1);
  });
});

describe('issue 34: what the extractor used to get wrong', () => {
  const names = (list: Array<{ name: string }>) => list.map((item) => item.name);

  it('instantiates generic components with their defaults before reading their props', () => {
    const plugins = [
      'xAxis',
      'yAxis',
      'zAxis',
      'initialZoom',
      'onZoomChange',
      'highlightedItem',
      'onHighlightChange',
    ];
    for (const name of ['ChartsContainerPro', 'ChartsContainerPremium']) {
      expect(names(component('charts', name).props), name).toEqual(
        expect.arrayContaining([...plugins, 'disableAxisListener']),
      );
    }
    // A member both readings have keeps its generic type.
    expect(prop(component('data-grid', 'DataGrid'), 'rows').type.text).toContain('R[]');
  });

  it('lists every generic component, and each one has props', () => {
    const generic = [
      ['charts', 'ChartsContainer'],
      ['charts', 'ChartsContainerPro'],
      ['charts', 'ChartsContainerPremium'],
      ['charts', 'ChartsDataProvider'],
      ['charts', 'ChartsDataProviderPro'],
      ['charts', 'ChartsDataProviderPremium'],
      ['charts', 'ChartsRadialDataProvider'],
      ['charts', 'RadarDataProvider'],
      ['data-grid', 'DataGrid'],
      ['data-grid', 'DataGridPremium'],
      ['data-grid', 'DataGridPro'],
      ['data-grid', 'GridActionsCell'],
      ['date-pickers', 'DatePicker'],
      ['date-pickers', 'PickersLayout'],
      ['date-pickers', 'MultiInputDateRangeField'],
      ['date-pickers', 'LocalizationProvider'],
      ['tree-view', 'RichTreeView'],
      ['tree-view', 'RichTreeViewPro'],
      ['tree-view', 'SimpleTreeView'],
    ];
    for (const [product, name] of generic)
      expect(component(product, name).props.length, name).toBeGreaterThan(0);
    const config = entries.find((e) => e.kind === 'interface' && e.name === 'AxisConfig');
    expect(config?.kind === 'interface' && names(config.properties)).toEqual(
      expect.arrayContaining(['tickInterval', 'valueFormatter', 'scaleType', 'data']),
    );
  });

  it('honours @ignore on props and classes', () => {
    for (const grid of ['DataGrid', 'DataGridPro', 'DataGridPremium']) {
      expect(names(component('data-grid', grid).props), grid).not.toContain('onStateChange');
      expect(
        component('data-grid', grid).classes.map((c) => c.key),
        grid,
      ).not.toContain('cellOffsetLeft');
    }
  });

  it('picks the class object by keys and theme prefix, for every component', () => {
    const classes = (product: string, name: string) =>
      component(product, name).classes.map((c) => c.className);
    expect(classes('charts', 'ChartsAxis')).toHaveLength(12);
    expect(classes('charts', 'ChartsAxis').every((c) => c.startsWith('MuiChartsAxis-'))).toBe(true);
  });

  it('follows the classes prop type to the object its declaration file declares', () => {
    const classes = (product: string, name: string) =>
      component(product, name).classes.map((c) => `${c.key}=${c.className}`);
    // `classes?: Partial<ChartsAxisClasses>`, declared with `axisClasses` (theme key MuiChartsXAxis).
    expect(classes('charts', 'ChartsXAxis')).toEqual(classes('charts', 'ChartsAxis'));
    // `Partial<Pick<RadarClasses, …>>` documents the picked keys of `radarClasses` only.
    expect(classes('charts', 'RadarAxis')).toEqual([
      'axisLabel=MuiRadarChart-axisLabel',
      'axisLine=MuiRadarChart-axisLine',
      'axisRoot=MuiRadarChart-axisRoot',
    ]);
    expect(classes('charts', 'MarkElement')).toEqual(['mark=MuiLineChart-mark']);
    // `SankeyTooltipClasses extends ChartsTooltipClasses`: the base interface's object.
    expect(classes('charts', 'SankeyTooltip')).toContain('paper=MuiChartsTooltip-paper');
    // A Material UI interface counts where the component passes `classes` on to that component…
    expect(classes('date-pickers', 'PickersShortcuts')).toContain('root=MuiList-root');
    // …not where it composes its own (PickersTextField takes FormControl's type, not its classes).
    expect(classes('date-pickers', 'PickersTextField')).toContain('root=MuiPickersTextField-root');
    expect(classes('date-pickers', 'PickersTextField')).not.toContain('fullWidth=MuiFormControl-fullWidth');
  });

  it('names declared keys the runtime object lacks as composeClasses does', () => {
    expect(component('data-grid', 'DataGrid').classes).toContainEqual({
      key: 'pivotPanelBody',
      className: 'MuiDataGrid-pivotPanelBody',
    });
  });

  it('gives the Pickers fields the classes of their text field', () => {
    for (const name of ['DateField', 'TimeField', 'SingleInputDateRangeField']) {
      expect(component('date-pickers', name).classes, name).toEqual(
        component('date-pickers', 'PickersTextField').classes,
      );
    }
  });

  it('cleans @default text and drops the Demos, Features and API lists', () => {
    expect(prop(component('data-grid', 'DataGridPremium'), 'getPivotDerivedColumns').default).toBe(
      'defaultGetPivotDerivedColumns',
    );
    expect(prop(component('date-pickers', 'PickersActionBar'), 'actions').default).not.toMatch(/^- /);
    const grid = descriptionOf('data-grid/data-grid');
    expect(grid).not.toMatch(/Features:|API:|Demos:/);
    expect(grid).not.toContain('/x/api/data-grid/data-grid');
  });

  it('credits props passed on from Material UI to their component', () => {
    const field = component('date-pickers', 'MultiInputDateRangeField');
    // Material UI 9's Stack takes no system props (`bgcolor`) any more.
    expect(prop(field, 'direction').inheritedFrom).toBe('Stack');
    expect(prop(field, 'spacing').inheritedFrom).toBe('Stack');
    expect(prop(field, 'format').inheritedFrom).toBeUndefined();
  });
});
