import type { ComponentEntry } from './types';

const PLAN_SUFFIX = /(Pro|Premium)$/;

/**
 * Marks the props a Pro or Premium component adds over its counterparts: `DataGridPro`'s
 * props missing from `DataGrid` are Pro; `DataGridPremium`'s are Pro when `DataGridPro` has
 * them and Premium otherwise; `BarChartPro` against `BarChart`, `RichTreeViewPro` against
 * `RichTreeView`. A component without a community counterpart of the same name is left as is:
 * its page's own badge already says the plan.
 */
export function markPropPlans(components: ComponentEntry[]): void {
  const byKey = new Map(components.map((entry) => [`${entry.product}:${entry.name}`, entry]));
  for (const entry of components) {
    if (entry.plan === 'community' || !PLAN_SUFFIX.test(entry.name)) continue;
    const stem = entry.name.replace(PLAN_SUFFIX, '');
    const community = byKey.get(`${entry.product}:${stem}`);
    if (!community || community.plan !== 'community') continue;
    const pro = entry.plan === 'premium' ? byKey.get(`${entry.product}:${stem}Pro`) : undefined;
    const communityProps = new Set(community.props.map((prop) => prop.name));
    const proProps = new Set(pro?.plan === 'pro' ? pro.props.map((prop) => prop.name) : []);
    for (const prop of entry.props) {
      if (communityProps.has(prop.name)) delete prop.plan;
      else prop.plan = proProps.has(prop.name) ? 'pro' : entry.plan;
    }
  }
}
