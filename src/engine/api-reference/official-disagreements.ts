import type { Disagreement, DisagreementKind } from './official-compare';

/**
 * Where the generated API data (read from the installed 9.14.0 packages) and the official API
 * data (the docs of 9.12.0, `official-api-v9`) disagree, and the installed package proves the
 * official data wrong or older. `name: '*'` covers every key of that kind on the page. Each
 * `evidence.at` is a file and line under node_modules whose text contains `evidence.contains`;
 * the comparison test checks every one.
 */
export interface Evidence {
  at: string;
  contains: string;
}

export interface KnownDisagreement {
  page: string;
  kind: DisagreementKind;
  name: string;
  why: string;
  evidence: Evidence | readonly Evidence[];
}

/** One list whatever the entry gives. */
export const evidenceOf = (item: KnownDisagreement): readonly Evidence[] =>
  Array.isArray(item.evidence) ? item.evidence : [item.evidence as Evidence];

const GRID_CLASSES: Evidence = {
  at: 'node_modules/@mui/x-data-grid/constants/gridClasses.js:33',
  contains: "('MuiDataGrid', [",
};

/** The only keys of `classes` PickersTextField composes: `root`, with its state modifiers. */
const TEXT_FIELD_COMPOSES: Evidence = {
  at: 'node_modules/@mui/x-date-pickers/PickersTextField/PickersTextField.js:50',
  contains: "root: ['root', isFieldFocused && !isFieldDisabled && 'focused'",
};

/** The fields render their `textField` slot, PickersTextField unless replaced. */
const FIELD_RENDERS_TEXT_FIELD: Evidence = {
  at: 'node_modules/@mui/x-date-pickers/internals/components/PickerFieldUI.js:113',
  contains: 'slots.textField ?? _PickersTextField.PickersTextField',
};

const FIELDS = [
  'date-field',
  'date-time-field',
  'time-field',
  'single-input-date-range-field',
  'single-input-date-time-range-field',
  'single-input-time-range-field',
];

/** Where a CHANGELOG names a 9.13.0 change (the section runs from line 152 to 303). */
const CHANGELOG_9_13 = (line: number, contains: string): Evidence => ({
  at: `node_modules/@mui/x-data-grid/CHANGELOG.md:${line}`,
  contains,
});

export const OFFICIAL_DISAGREEMENTS: readonly KnownDisagreement[] = [
  // Data Grid
  ...['data-grid/data-grid-pro', 'data-grid/data-grid-premium'].map((page) => ({
    page,
    kind: 'className' as const,
    name: '*',
    why: 'The Pro and Premium grids use the community grid classes: MuiDataGrid-*, not MuiDataGridPro-* or MuiDataGridPremium-*.',
    evidence: GRID_CLASSES,
  })),
  ...['data-grid/data-grid-pro', 'data-grid/data-grid-premium'].map((page) => ({
    page,
    kind: 'default' as const,
    name: 'listView',
    why: 'The community declaration of the same prop, merged into the Pro one, states `@default false`.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid/models/props/DataGridProps.d.ts:890',
      contains: '@default false',
    },
  })),
  {
    page: 'data-grid/data-grid-premium',
    kind: 'default',
    name: 'getPivotDerivedColumns',
    why: 'The declaration names defaultGetPivotDerivedColumns as the default.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts:284',
      contains: '@default {defaultGetPivotDerivedColumns',
    },
  },
  {
    page: 'data-grid/data-grid-premium',
    kind: 'default',
    name: 'splitClipboardPastedText',
    why: 'The declaration states the default function.',
    evidence: {
      at: 'node_modules/@mui/x-data-grid-premium/models/dataGridPremiumProps.d.ts:106',
      contains: '@default (pastedText',
    },
  },

  // Charts
  {
    page: 'charts/charts-container-pro',
    kind: 'default',
    name: 'colors',
    why: 'The series plugin declares rainbowSurgePalette as the default palette.',
    evidence: {
      at: 'node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useChartSeries.types.d.ts:21',
      contains: '@default rainbowSurgePalette',
    },
  },
  {
    page: 'charts/heatmap',
    kind: 'className',
    name: '*',
    why: 'The runtime faded and highlighted classes are Charts-faded and Charts-highlighted.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/Heatmap/heatmapClasses.js:22',
      contains: "faded: 'Charts-faded'",
    },
  },
  {
    page: 'charts/bar-label',
    kind: 'slot',
    name: 'barLabel',
    why: 'BarLabel takes no slots prop; barLabel is a slot of BarPlot and the bar charts.',
    evidence: {
      at: 'node_modules/@mui/x-charts/BarChart/BarLabel/BarLabel.d.ts:4',
      contains: "export type BarLabelProps = Omit<React.SVGProps<SVGTextElement>, 'ref'",
    },
  },
  {
    page: 'charts/charts-tooltip',
    kind: 'slot',
    name: 'tooltip',
    why: 'ChartsTooltip takes the slots of ChartsTooltipContainer (the Popper root); the tooltip slot belongs to the charts that render it.',
    evidence: {
      at: 'node_modules/@mui/x-charts/ChartsTooltip/ChartsTooltip.d.ts:3',
      contains: "Omit<ChartsTooltipContainerProps<T>, 'children'>",
    },
  },
  {
    page: 'charts/heatmap-tooltip',
    kind: 'slot',
    name: 'tooltip',
    why: 'HeatmapTooltip takes the slots of ChartsTooltipContainer (the Popper root); HeatmapTooltipSlots.tooltip is a slot of Heatmap.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/Heatmap/HeatmapTooltip/HeatmapTooltip.types.d.ts:20',
      contains:
        "export interface HeatmapTooltipProps extends Omit<ChartsTooltipContainerProps<'item' | 'none'>",
    },
  },
  {
    page: 'charts/sankey-tooltip',
    kind: 'slot',
    name: 'tooltip',
    why: 'SankeyTooltip takes the slots of ChartsTooltipContainer (the Popper root); the tooltip slot is one of SankeyChart.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/SankeyChart/SankeyTooltip/SankeyTooltip.types.d.ts:6',
      contains:
        "export interface SankeyTooltipProps extends Omit<ChartsTooltipContainerProps, 'trigger' | 'children'>",
    },
  },
  {
    page: 'charts/charts-rotation-axis',
    kind: 'slot',
    name: '*',
    why: 'ChartsRotationAxis props leave out the axis slots and slotProps; ChartsRotationAxisSlots is only an exported type.',
    evidence: {
      at: 'node_modules/@mui/x-charts/models/axis.d.ts:171',
      contains:
        "export interface ChartsRotationAxisProps extends Omit<ChartsAxisProps, 'slots' | 'slotProps'>",
    },
  },
  {
    page: 'charts/charts-toolbar-pro',
    kind: 'slot',
    name: 'toolbar',
    why: 'ChartsToolbarPro takes no slots prop: it reads the slots of the chart it is in; toolbar is a slot of the Pro charts.',
    evidence: {
      at: 'node_modules/@mui/x-charts-pro/ChartsToolbarPro/ChartsToolbarPro.js:59',
      contains: '} = (0, _internals.useChartsSlots)();',
    },
  },
  ...['disableKeyboardNavigation', 'focusItemOnClick'].map((name) => ({
    page: 'charts/candlestick-chart',
    kind: 'unlistedProp' as const,
    name,
    why: 'Newer than the 9.12 docs: the keyboard navigation plugin, which brings this prop, joined the candlestick chart after 9.12.0 (the 9.12.0 CandlestickChart.plugins.ts lists no UseChartKeyboardNavigationSignature).',
    evidence: {
      at: 'node_modules/@mui/x-charts-premium/CandlestickChart/CandlestickChart.plugins.d.ts:3',
      contains: 'UseChartKeyboardNavigationSignature, UseChartProZoomSignature',
    },
  })),

  // Date and Time Pickers
  {
    page: 'date-pickers/pickers-text-field',
    kind: 'class',
    name: '*',
    why: 'PickersTextField composes only root (with its focused, disabled and required states) from classes; there are no fullWidth or margin classes.',
    evidence: TEXT_FIELD_COMPOSES,
  },
  {
    page: 'date-pickers/pickers-text-field',
    kind: 'required',
    name: 'error',
    why: 'The declaration types error as boolean without `?`, and the runtime propTypes mark it required.',
    evidence: [
      {
        at: 'node_modules/@mui/x-date-pickers/PickersTextField/PickersTextField.types.d.ts:66',
        contains: 'error: boolean;',
      },
      {
        at: 'node_modules/@mui/x-date-pickers/PickersTextField/PickersTextField.js:264',
        contains: 'error: _propTypes.default.bool.isRequired,',
      },
    ],
  },
  ...FIELDS.flatMap((kebab) => [
    {
      page: `date-pickers/${kebab}`,
      kind: 'class' as const,
      name: '*',
      why: 'The field hands classes to its text field, PickersTextField, which composes only root (and its states): there are no fullWidth or margin classes.',
      evidence: [FIELD_RENDERS_TEXT_FIELD, TEXT_FIELD_COMPOSES],
    },
    {
      page: `date-pickers/${kebab}`,
      kind: 'className' as const,
      name: 'root',
      why: 'The field has no class names of its own: its root is the PickersTextField root, MuiPickersTextField-root.',
      evidence: [FIELD_RENDERS_TEXT_FIELD, TEXT_FIELD_COMPOSES],
    },
  ]),
  {
    page: 'date-pickers/pickers-action-bar',
    kind: 'className',
    name: '*',
    why: 'PickersActionBar passes classes on to the Material UI DialogActions it renders, whose class names are MuiDialogActions-*; no MuiPickersActionBar-* class exists.',
    evidence: {
      at: 'node_modules/@mui/x-date-pickers/PickersActionBar/PickersActionBar.js:21',
      contains: '(0, _styles.styled)(_DialogActions.default, {',
    },
  },
  {
    page: 'date-pickers/pickers-range-calendar-header',
    kind: 'className',
    name: '*',
    why: 'It renders PickersCalendarHeader, whose classes are MuiPickersCalendarHeader-*.',
    evidence: {
      at: 'node_modules/@mui/x-date-pickers-pro/PickersRangeCalendarHeader/PickersRangeCalendarHeader.js:64',
      contains: '_PickersCalendarHeader.PickersCalendarHeader',
    },
  },

  // Tree View
  ...[
    ['tree-view/rich-tree-view', 'node_modules/@mui/x-tree-view/RichTreeView/RichTreeView.types.d.ts:55'],
    [
      'tree-view/rich-tree-view-pro',
      'node_modules/@mui/x-tree-view-pro/RichTreeViewPro/RichTreeViewPro.types.d.ts:53',
    ],
  ].map(([page, at]) => ({
    page,
    kind: 'unlistedProp' as const,
    name: 'loading',
    why: 'Newer than the 9.12 docs: 9.13.0 added the loading prop.',
    evidence: [
      { at, contains: 'loading?: boolean;' },
      CHANGELOG_9_13(229, '[tree view] Add `loading` prop and customizable loading UI'),
    ],
  })),
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
