import type { Plan, Product } from './types';

export interface PackageInfo {
  name: string;
  product: Product;
  plan: Plan;
}

/** Ordered from the lowest plan up, so the first package exporting a name owns its page. */
export const API_PACKAGES: readonly PackageInfo[] = [
  { name: '@mui/x-data-grid', product: 'data-grid', plan: 'community' },
  { name: '@mui/x-data-grid-pro', product: 'data-grid', plan: 'pro' },
  { name: '@mui/x-data-grid-premium', product: 'data-grid', plan: 'premium' },
  { name: '@mui/x-date-pickers', product: 'date-pickers', plan: 'community' },
  { name: '@mui/x-date-pickers-pro', product: 'date-pickers', plan: 'pro' },
  { name: '@mui/x-charts', product: 'charts', plan: 'community' },
  { name: '@mui/x-charts-pro', product: 'charts', plan: 'pro' },
  { name: '@mui/x-charts-premium', product: 'charts', plan: 'premium' },
  { name: '@mui/x-tree-view', product: 'tree-view', plan: 'community' },
  { name: '@mui/x-tree-view-pro', product: 'tree-view', plan: 'pro' },
];

export const PLAN_ORDER: readonly Plan[] = ['community', 'pro', 'premium'];

export const PRODUCTS: readonly Product[] = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/**
 * `DataGrid` → `data-grid`, `ChartsXAxis` → `charts-x-axis`, `Unstable_Foo` → `foo`, and a
 * number is a word of its own as in the official addresses (`PickerDay2` → `picker-day-2`).
 */
export function toKebab(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
