import { describe, expect, it } from 'vitest';
import type { ProductChanges } from '../api-reference/changes-types';
import { apiChangesMarkdown } from './api-changes-twin';

const empty = { added: [], removed: [], typeChanged: [], defaultChanged: [] };

const changes: ProductChanges = {
  _generated: 'test',
  product: 'charts',
  from: 'v7',
  to: 'v8',
  versions: { '@mui/x-charts': '7.29.1 → 8.29.3' },
  componentsAdded: [{ name: 'Toolbar', kebab: 'toolbar', plan: 'community' }],
  componentsRemoved: [
    { name: 'ChartsOldLegend', kebab: 'charts-old-legend', plan: 'community', deprecated: true },
  ],
  entries: [
    {
      name: 'LineChart',
      kebab: 'line-chart',
      kind: 'component',
      plan: 'community',
      props: {
        ...empty,
        removed: [{ name: 'legend', type: 'LegendProps', deprecated: true, replacedBy: 'slotProps.legend' }],
        typeChanged: [{ name: 'layout', from: '"a" | "b"', to: '"a"', membersRemoved: ['"b"'] }],
      },
      slots: { ...empty, removed: [{ name: 'popper', deprecated: false }] },
      classes: { ...empty, classNameChanged: [] },
    },
  ],
  totals: {
    componentsAdded: 1,
    componentsRemoved: 1,
    propsAdded: 0,
    propsRemoved: 1,
    propsTypeChanged: 1,
    propsDefaultChanged: 0,
    propsDeprecatedRemoved: 1,
    slotsAdded: 0,
    slotsRemoved: 1,
    classesAdded: 0,
    classesRemoved: 0,
  },
};

describe('apiChangesMarkdown', () => {
  const markdown = apiChangesMarkdown('Charts API changes, v7 to v8', changes, {
    absoluteUrl: (pathname) => `https://example.com${pathname}`,
    apiHref: (kebab) =>
      kebab === 'line-chart' || kebab === 'toolbar' ? `/x/api/charts/${kebab}` : undefined,
  });

  it('lists versions, totals and the components added and removed, linked when documented', () => {
    expect(markdown).toContain('# Charts API changes, v7 to v8');
    expect(markdown).toContain('- `@mui/x-charts`: 7.29.1 → 8.29.3');
    expect(markdown).toContain('| Props removed | 1 (1 deprecated in v7) |');
    expect(markdown).toContain('- [Toolbar](https://example.com/x/api/charts/toolbar)');
    expect(markdown).toContain('- `ChartsOldLegend` (deprecated in v7)');
  });

  it('writes one table row per change, pipes escaped inside the cells', () => {
    expect(markdown).toContain('### LineChart');
    expect(markdown).toContain(
      '| Prop | `legend` | Removed | `LegendProps`; deprecated in v7; use `slotProps.legend` |',
    );
    expect(markdown).toContain(
      '| Prop | `layout` | Type changed | `"a" \\| "b"` → `"a"`; no longer accepts `"b"` |',
    );
    expect(markdown).toContain('| Slot | `popper` | Removed |  |');
  });
});
