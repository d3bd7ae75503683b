import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntryChanges, ProductChanges } from './changes-types';

/**
 * False rows the v7 → v8 charts changes page once showed, each the echo of an extractor error
 * (issue 34): they must not come back. Reads what `npm run api:build` wrote.
 */
const FILE = path.join(process.cwd(), 'generated', 'api-changes', 'charts.json');
const available = fs.existsSync(FILE);

describe.skipIf(!available)('charts v7 → v8 API changes', () => {
  const changes = available ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as ProductChanges) : undefined;
  const entry = (name: string): EntryChanges | undefined => changes?.entries.find((e) => e.name === name);
  const removed = (name: string) => (entry(name)?.props.removed ?? []).map((p) => p.name);

  it('does not report the axis classes as renamed to the radar axis ones', () => {
    const renamed = entry('ChartsAxis')?.classes.classNameChanged ?? [];
    expect(renamed.filter((c) => c.to.startsWith('MuiRadarAxis-'))).toEqual([]);
  });

  it('keeps the AxisConfig members reached through its generic intersection', () => {
    expect(removed('AxisConfig')).not.toContain('tickInterval');
    expect(removed('AxisConfig')).not.toContain('valueFormatter');
  });

  it('keeps the plugin props of ChartContainerPro', () => {
    const plugins = [
      'xAxis',
      'yAxis',
      'zAxis',
      'initialZoom',
      'onZoomChange',
      'highlightedItem',
      'onHighlightChange',
    ];
    expect(removed('ChartContainerPro').filter((name) => plugins.includes(name))).toEqual([]);
  });
});
