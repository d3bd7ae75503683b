import type { Disagreement, DisagreementKind } from './official-compare';

/**
 * Where the generated API data and the official API data of 8.29.3 disagree, and the installed
 * package proves the official data wrong (or describes something the package does not have).
 * `name: '*'` covers every key of that kind on the page. `evidence.at` is a file and line under
 * node_modules whose text contains `evidence.contains`; the comparison test checks both.
 */
export interface KnownDisagreement {
  page: string;
  kind: DisagreementKind;
  name: string;
  why: string;
  evidence: { at: string; contains: string };
}

const GRID_CLASSES = {
  at: 'node_modules/@mui/x-data-grid/constants/gridClasses.js:33',
  contains: "('MuiDataGrid', [",
};
const NO_CLASSES_EXPORT = (folder: string, file = 'index.d.ts') => ({
  at: `node_modules/@mui/x-date-pickers/${folder}/${file}:1`,
  contains: 'export',
});

export const OFFICIAL_DISAGREEMENTS: readonly KnownDisagreement[] = [
  ...['data-grid/data-grid-pro', 'data-grid/data-grid-premium'].map((page) => ({
    page,
    kind: 'class' as const,
    name: '*',
    why: 'The Pro and Premium grids use the community grid classes: MuiDataGrid-*, not MuiDataGridPro-*.',
    evidence: GRID_CLASSES,
  })),
  {
    page: 'data-grid/data-grid',
    kind: 'class',
    name: 'pivotPanelBody',
    why: 'Declared in GridClasses, but the runtime gridClasses object has no such key.',
    evidence: GRID_CLASSES,
  },
  {
    page: 'data-grid/data-grid',
    kind: 'deprecated',
    name: 'autoHeight',
    why: 'The declaration of autoHeight carries no @deprecated tag in 8.29.3.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid/models/props/DataGridProps.d.ts:87',
      contains: 'autoHeight: boolean;',
    },
  },
  ...['data-grid/data-grid-pro', 'data-grid/data-grid-premium'].map((page) => ({
    page,
    kind: 'default' as const,
    name: 'listView',
    why: 'The community declaration of the same prop, merged into the Pro one, states `@default false`.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid/models/props/DataGridProps.d.ts:864',
      contains: '@default false',
    },
  })),
  {
    page: 'data-grid/data-grid-premium',
    kind: 'default',
    name: 'getPivotDerivedColumns',
    why: 'The declaration names defaultGetPivotDerivedColumns as the default.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts:243',
      contains: '@default {defaultGetPivotDerivedColumns',
    },
  },
  {
    page: 'data-grid/data-grid-premium',
    kind: 'default',
    name: 'splitClipboardPastedText',
    why: 'The declaration states the default function.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts:87',
      contains: '@default (pastedText',
    },
  },
  ...['charts/chart-container-pro', 'charts/charts-container-pro'].map((page) => ({
    page,
    kind: 'default' as const,
    name: 'colors',
    why: 'The series plugin declares rainbowSurgePalette as the default palette.',
    evidence: {
      at: 'node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useChartSeries.types.d.ts:19',
      contains: '@default rainbowSurgePalette',
    },
  })),
  {
    page: 'charts/mark-element',
    kind: 'default',
    name: 'skipAnimation',
    why: 'The declaration states `@default false`.',
    evidence: { at: 'node_modules/@mui/x-charts/LineChart/MarkElement.d.ts:11', contains: '@default false' },
  },
  {
    page: 'charts/mark-plot',
    kind: 'default',
    name: 'skipAnimation',
    why: 'MarkPlot picks skipAnimation from MarkElementProps, whose declaration states `@default false`.',
    evidence: { at: 'node_modules/@mui/x-charts/LineChart/MarkElement.d.ts:11', contains: '@default false' },
  },
  {
    page: 'charts/piecewise-color-legend',
    kind: 'default',
    name: 'markType',
    why: 'Neither the declaration nor the runtime gives markType a default; propTypes only list its values.',
    evidence: {
      at: 'node_modules/@mui/x-charts/ChartsLegend/PiecewiseColorLegend.js:274',
      contains: 'markType:',
    },
  },
  {
    page: 'charts/piecewise-color-legend',
    kind: 'class',
    name: '*',
    why: 'The runtime class names are MuiPiecewiseColorLegendClasses-*.',
    evidence: {
      at: 'node_modules/@mui/x-charts/ChartsLegend/piecewiseColorLegendClasses.js:31',
      contains: "'MuiPiecewiseColorLegendClasses'",
    },
  },
  {
    page: 'charts/heatmap',
    kind: 'class',
    name: '*',
    why: 'The runtime faded and highlighted classes are Charts-faded and Charts-highlighted.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/Heatmap/heatmapClasses.js:22',
      contains: "faded: 'Charts-faded'",
    },
  },
  {
    page: 'charts/line-highlight-element',
    kind: 'class',
    name: 'root',
    why: 'The runtime class name is MuiHighlightElement-root.',
    evidence: {
      at: 'node_modules/@mui/x-charts/LineChart/LineHighlightElement.js:41',
      contains: "('MuiHighlightElement', ['root'])",
    },
  },
  {
    page: 'charts/sankey-plot',
    kind: 'class',
    name: '*',
    why: 'The runtime class names of the Sankey plot are MuiSankeyChart-*.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/SankeyChart/sankeyClasses.js:25',
      contains: "('MuiSankeyChart'",
    },
  },
  {
    page: 'charts/scatter',
    kind: 'class',
    name: '*',
    why: 'The runtime class names of Scatter are MuiScatterChart-*.',
    evidence: {
      at: 'node_modules/@mui/x-charts/ScatterChart/scatterClasses.js:15',
      contains: "('MuiScatterChart'",
    },
  },
  {
    page: 'charts/bar-label',
    kind: 'class',
    name: '*',
    why: 'BarLabelClasses has root, highlighted, faded and animate; the official keys are those of BarClasses.',
    evidence: {
      at: 'node_modules/@mui/x-charts/BarChart/BarLabel/barLabelClasses.d.ts:5',
      contains: 'export interface BarLabelClasses',
    },
  },
  {
    page: 'charts/pie-arc',
    kind: 'class',
    name: '*',
    why: 'PieArcClasses lacks the series-level keys the official data lists from PieClasses.',
    evidence: {
      at: 'node_modules/@mui/x-charts/PieChart/PieArc.d.ts:7',
      contains: 'export interface PieArcClasses',
    },
  },
  {
    page: 'charts/bar-label',
    kind: 'slot',
    name: 'barLabel',
    why: 'BarLabel takes no slots prop; barLabel is a slot of BarPlot and the bar charts.',
    evidence: { at: 'node_modules/@mui/x-charts/BarChart/BarLabel/BarLabel.d.ts:1', contains: 'import' },
  },
  {
    page: 'charts/charts-tooltip',
    kind: 'slot',
    name: 'tooltip',
    why: 'ChartsTooltip declares no slots prop; the tooltip slot belongs to the charts that render it.',
    evidence: {
      at: 'node_modules/@mui/x-charts/ChartsTooltip/ChartTooltip.types.d.ts:7',
      contains: 'tooltip?:',
    },
  },
  {
    page: 'date-pickers/pickers-text-field',
    kind: 'class',
    name: '*',
    why: 'The runtime object lists root, focused, disabled, error and required; no fullWidth or margin classes.',
    evidence: {
      at: 'node_modules/@mui/x-date-pickers/PickersTextField/pickersTextFieldClasses.js:14',
      contains: "('MuiPickersTextField', ['root', 'focused', 'disabled', 'error', 'required'])",
    },
  },
  {
    page: 'date-pickers/pickers-range-calendar-header',
    kind: 'class',
    name: '*',
    why: 'It renders PickersCalendarHeader, whose classes are MuiPickersCalendarHeader-*.',
    evidence: {
      at: 'node_modules/@mui/x-date-pickers-pro/PickersRangeCalendarHeader/PickersRangeCalendarHeader.js:64',
      contains: '_PickersCalendarHeader.PickersCalendarHeader',
    },
  },
  ...[
    ['date-field', 'DateField'],
    ['date-time-field', 'DateTimeField'],
    ['time-field', 'TimeField'],
    ['pickers-action-bar', 'PickersActionBar'],
  ].map(([kebab, folder]) => ({
    page: `date-pickers/${kebab}`,
    kind: 'class' as const,
    name: '*',
    why: `The package exports no class object for ${folder} (its index exports none), so no class name is defined.`,
    evidence: NO_CLASSES_EXPORT(folder),
  })),
  ...['SingleInputDateRangeField', 'SingleInputDateTimeRangeField', 'SingleInputTimeRangeField'].map(
    (folder) => ({
      page: `date-pickers/${folder.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`,
      kind: 'class' as const,
      name: '*',
      why: `@mui/x-date-pickers-pro exports no class object for ${folder}.`,
      evidence: { at: `node_modules/@mui/x-date-pickers-pro/${folder}/index.d.ts:1`, contains: 'export' },
    }),
  ),
];

export const disagreementKey = (d: Pick<Disagreement, 'page' | 'kind' | 'name'>) =>
  `${d.page}|${d.kind}|${d.name}`;

/** Whether a found disagreement is one of the listed ones (exactly, or by a `*` entry). */
export function isKnown(
  d: Disagreement,
  listed: readonly KnownDisagreement[] = OFFICIAL_DISAGREEMENTS,
): boolean {
  return listed.some((k) => k.page === d.page && k.kind === d.kind && (k.name === '*' || k.name === d.name));
}
