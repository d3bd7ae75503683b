import type { NavPage } from '../types';

/** The Tree View section of the navigation tree. */
export const treeViewGroup: NavPage = {
  pathname: '/x/react-tree-view-group',
  group: true,
  children: [
    { pathname: '/x/react-tree-view' },
    { pathname: '/x/react-tree-view/getting-started' },
    {
      pathname: '/x/react-tree-view/components',
      group: true,
      subheader: 'Components',
      children: [
        { pathname: '/x/react-tree-view/simple-tree-view' },
        { pathname: '/x/react-tree-view/rich-tree-view' },
      ],
    },
    {
      pathname: '/x/react-tree-view/main-features',
      group: true,
      subheader: 'Main features',
      children: [
        { pathname: '/x/react-tree-view/items' },
        { pathname: '/x/react-tree-view/selection' },
        { pathname: '/x/react-tree-view/expansion' },
        { pathname: '/x/react-tree-view/focus' },
        { pathname: '/x/react-tree-view/item-interactions' },
        { pathname: '/x/react-tree-view/editing' },
        { pathname: '/x/react-tree-view/ordering', plan: 'pro' },
        { pathname: '/x/react-tree-view/lazy-loading', plan: 'pro' },
        { pathname: '/x/react-tree-view/accessibility' },
      ],
    },
    {
      pathname: '/x/react-tree-view/appearance',
      group: true,
      subheader: 'Appearance',
      children: [
        { pathname: '/x/react-tree-view/customization' },
        { pathname: '/x/react-tree-view/custom-items' },
        { pathname: '/x/react-tree-view/styling' },
      ],
    },
    {
      pathname: '/x/react-tree-view/advanced',
      group: true,
      subheader: 'Advanced',
      children: [
        { pathname: '/x/react-tree-view/api-methods' },
        { pathname: '/x/react-tree-view/large-trees' },
      ],
    },
  ],
};
