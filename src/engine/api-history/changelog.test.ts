import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Product } from '../api-reference/types';
import { V8_ADDITIONS } from '../whats-new/history-v8';
import { minorOrder } from './releases';
import type { ProductHistory } from './types';

/** The monorepo's changelog, shipped in every package (the same file in each): the 9.x releases. */
const CHANGELOG = fs
  .readFileSync(path.join(process.cwd(), 'node_modules', '@mui', 'x-data-grid', 'CHANGELOG.md'), 'utf8')
  .split('\n');

/**
 * The minor of the release whose notes contain `line`: a `## 9.N.P` release of the installed
 * changelog, or an 8.x minor of the additions read from the 8.29.3 changelog (the installed 9.x
 * changelog no longer has the 8.x releases; `src/engine/whats-new/history-v8.ts`).
 */
function changelogMinor(line: string): string {
  const minors: string[] = [];
  let release: string | undefined;
  for (const text of CHANGELOG) {
    release = /^## ((?:8|9)\.\d+)\.\d+/.exec(text)?.[1] ?? release;
    if (release && text.includes(line)) minors.push(release);
  }
  for (const { minor, entries } of V8_ADDITIONS) {
    if (entries.some((entry) => entry.text.includes(line))) minors.push(minor);
  }
  // A 9.0 prerelease repeats lines an 8.x minor had already shipped: the earliest release counts.
  if (minors.length === 0) throw new Error(`No changelog line containing ${line}`);
  return minors.sort((a, b) => minorOrder(a) - minorOrder(b))[0];
}

const histories = new Map<string, ProductHistory>();
function history(product: Product): ProductHistory {
  if (!histories.has(product)) {
    const file = path.join(process.cwd(), 'data', 'api-history', `${product}.json`);
    histories.set(product, JSON.parse(fs.readFileSync(file, 'utf8')) as ProductHistory);
  }
  return histories.get(product)!;
}

interface Case {
  product: Product;
  page: string;
  /** A member of the page; without it, the page's component itself. */
  member?: { kind: 'props' | 'slots' | 'classes'; name: string };
  /** Text of the changelog entry that announces it. */
  entry: string;
  /** `d` when the entry announces a deprecation, `r` a removal, rather than an addition. */
  event?: 'a' | 'd' | 'r';
  /** When the declarations disagree with the changelog: the release they show it in, and why. */
  declarationsWin?: { minor: string; why: string };
  /** For a line the 8.x additions do not keep (a deprecation, a fix): the 8.x release it was read in while 8.29.3 was installed. */
  announcedIn?: string;
}

const CASES: Case[] = [
  {
    product: 'data-grid',
    page: 'data-grid',
    member: { kind: 'props', name: 'tabNavigation' },
    entry: 'Add `tabNavigation` prop',
  },
  {
    product: 'data-grid',
    page: 'grid-actions-cell',
    member: { kind: 'props', name: 'onMenuOpen' },
    entry: 'Add `onMenuOpen()` and `onMenuClose()`',
  },
  {
    product: 'tree-view',
    page: 'rich-tree-view',
    member: { kind: 'props', name: 'getItemChildren' },
    entry: 'Add `getItemChildren` prop in `RichTreeView`',
  },
  { product: 'charts', page: 'radar-axis', entry: 'Add `RadarAxis` component' },
  { product: 'charts', page: 'sankey-chart', entry: 'Add new `SankeyChart`' },
  {
    product: 'charts',
    page: 'bar-chart',
    member: { kind: 'props', name: 'initialHiddenItems' },
    entry: 'Add `initialHiddenItems` prop',
  },
  {
    product: 'charts',
    page: 'heatmap',
    member: { kind: 'props', name: 'onItemClick' },
    entry: 'Add `onItemClick` to the heatmap',
  },
  {
    product: 'date-pickers',
    page: 'picker-day-2',
    entry: 'Add `PickerDay2` and `DateRangePickerDay2` components',
  },
  {
    product: 'date-pickers',
    page: 'date-range-picker-day-2',
    entry: 'Add `PickerDay2` and `DateRangePickerDay2` components',
  },
  {
    product: 'date-pickers',
    page: 'pickers-input-base',
    member: { kind: 'classes', name: 'inputSizeSmall' },
    entry: 'Add `inputSizeSmall` to classes interface',
  },
  {
    product: 'charts',
    page: 'charts-brush-overlay',
    entry: 'Add `ChartsBrushOverlay` and allow brush configuration',
  },
  {
    product: 'charts',
    page: 'chart-image-export-options',
    member: { kind: 'props', name: 'onBeforeExport' },
    entry: 'Add `onBeforeExport` callback',
  },
  {
    product: 'data-grid',
    page: 'grid-autosize-options',
    member: { kind: 'props', name: 'includeHeaderFilters' },
    entry: 'Add new `includeHeaderFilters` flag',
  },
  {
    product: 'data-grid',
    page: 'data-grid',
    member: { kind: 'classes', name: 'resizablePanelHandle' },
    entry: 'Add missing `resizablePanelHandle` classes',
    announcedIn: '8.27',
  },
  {
    product: 'charts',
    page: 'bar-plot',
    member: { kind: 'props', name: 'barLabel' },
    event: 'd',
    entry: 'Deprecate `barLabel` in `BarPlot`',
    announcedIn: '8.17',
  },
  {
    product: 'data-grid',
    page: 'data-grid-pro',
    member: { kind: 'props', name: 'tabNavigation' },
    entry: 'Add `tabNavigation` prop',
    declarationsWin: {
      minor: '8.20',
      why: 'the changelog announces it in 8.19.0, but @mui/x-data-grid-pro published no 8.19.x: a DataGridPro user got the prop with 8.20.0, the first Pro release whose declarations have it',
    },
  },
  // 9.x: the installed changelog's own releases.
  {
    product: 'data-grid',
    page: 'data-grid',
    member: { kind: 'props', name: 'dataSourceKeepPreviousData' },
    entry: 'Add `dataSourceKeepPreviousData` prop',
  },
  {
    product: 'tree-view',
    page: 'rich-tree-view',
    member: { kind: 'props', name: 'loading' },
    entry: 'Add `loading` prop and customizable loading UI',
  },
  {
    product: 'charts',
    page: 'charts-axis-highlight-value',
    entry: 'Add `ChartsAxisHighlightValue` component',
  },
  {
    product: 'charts',
    page: 'charts-radius-axis',
    member: { kind: 'props', name: 'disableTickLabel' },
    entry: 'Add `disableTickLabel` prop to radial axes',
  },
  {
    product: 'date-pickers',
    page: 'date-picker',
    member: { kind: 'props', name: 'enableAccessibleFieldDOMStructure' },
    event: 'r',
    entry: 'enableAccessibleFieldDOMStructure',
    // The 9.0 changelog names the removal only in the migration guide it links to.
    announcedIn: '9.0',
  },
];

describe('API history against the packages’ CHANGELOG.md', () => {
  it.each(CASES.map((item) => [`${item.page}${item.member ? ` ${item.member.name}` : ''}`, item] as const))(
    '%s: in the release the changelog names',
    (_, item) => {
      const entry = history(item.product).entries[item.page];
      const event = item.event ?? 'a';
      const added = item.member ? entry?.[item.member.kind]?.[item.member.name]?.[event] : entry?.[event];
      const announced = item.announcedIn ?? changelogMinor(item.entry);
      expect(added).toBe(item.declarationsWin?.minor ?? announced);
      if (item.declarationsWin) expect(announced).not.toBe(item.declarationsWin.minor);
    },
  );
});
