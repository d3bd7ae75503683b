import type { ApiIndexItem, Product } from '../api-reference/types';
import { apiPathname } from '../api-reference/api-index';
import type { NavPage } from './types';

/** The product group of the tree each product's API pages join. */
const PRODUCT_GROUPS: Record<Product, string> = {
  'data-grid': '/x/react-data-grid-group',
  'date-pickers': '/x/react-date-pickers-group',
  charts: '/x/react-charts-group',
  'tree-view': '/x/react-tree-view-group',
};

function apiGroup(product: Product, items: ApiIndexItem[]): NavPage {
  const byName = (a: ApiIndexItem, b: ApiIndexItem) => a.name.localeCompare(b.name);
  const entry = (item: ApiIndexItem): NavPage => ({
    pathname: apiPathname(item),
    title: item.name,
    plan: item.plan === 'community' ? undefined : item.plan,
  });
  const components = items
    .filter((item) => item.kind === 'component')
    .sort(byName)
    .map(entry);
  const interfaces = items
    .filter((item) => item.kind === 'interface')
    .sort(byName)
    .map(entry);
  return {
    pathname: `/x/api/${product}-group`,
    group: true,
    children: [
      { pathname: `/x/api/${product}` },
      ...components,
      ...(interfaces.length > 0
        ? [
            {
              pathname: `/x/api/${product}-interfaces`,
              group: true,
              subheader: 'Interfaces',
              children: interfaces,
            },
          ]
        : []),
    ],
  };
}

/** The tree with an "API reference" group at the end of each product group. */
export function withApiPages(tree: NavPage[], index: ApiIndexItem[]): NavPage[] {
  if (index.length === 0) return tree;
  return tree.map((group) => {
    const product = (Object.keys(PRODUCT_GROUPS) as Product[]).find(
      (key) => PRODUCT_GROUPS[key] === group.pathname,
    );
    if (!product) return group;
    const items = index.filter((item) => item.product === product);
    return { ...group, children: [...(group.children ?? []), apiGroup(product, items)] };
  });
}
