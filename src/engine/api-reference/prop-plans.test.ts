import { describe, expect, it } from 'vitest';
import { markPropPlans } from './prop-plans';
import type { ApiProp, ComponentEntry, Plan, Product } from './types';

function component(
  name: string,
  plan: Plan,
  props: string[],
  product: Product = 'data-grid',
): ComponentEntry {
  return {
    _generated: 'x',
    name,
    kebab: name.toLowerCase(),
    product,
    kind: 'component',
    plan,
    plans: [plan],
    aliases: [],
    imports: [],
    deprecated: false,
    props: props.map((prop): ApiProp => ({
      name: prop,
      type: { text: 'string' },
      required: false,
      deprecated: false,
    })),
    slots: [],
    classes: [],
  };
}

const plans = (entry: ComponentEntry) => Object.fromEntries(entry.props.map((p) => [p.name, p.plan ?? '-']));

describe('markPropPlans', () => {
  it('badges what Pro and Premium add over the lower plans, on the page that has it', () => {
    const grid = component('DataGrid', 'community', ['rows']);
    const pro = component('DataGridPro', 'pro', ['rows', 'treeData']);
    const premium = component('DataGridPremium', 'premium', ['rows', 'treeData', 'rowGrouping']);
    markPropPlans([grid, pro, premium]);
    expect(plans(grid)).toEqual({ rows: '-' });
    expect(plans(pro)).toEqual({ rows: '-', treeData: 'pro' });
    expect(plans(premium)).toEqual({ rows: '-', treeData: 'pro', rowGrouping: 'premium' });
  });

  it('compares a Pro component of another product with its community counterpart only', () => {
    const bar = component('BarChart', 'community', ['series'], 'charts');
    const barPro = component('BarChartPro', 'pro', ['series', 'zoom'], 'charts');
    const heatmap = component('Heatmap', 'pro', ['series'], 'charts');
    const otherProduct = component('BarChart', 'community', ['zoom'], 'tree-view');
    markPropPlans([bar, barPro, heatmap, otherProduct]);
    expect(plans(barPro)).toEqual({ series: '-', zoom: 'pro' });
    expect(plans(heatmap)).toEqual({ series: '-' });
  });
});
