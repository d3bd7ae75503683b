import type { NavPage } from '../types';

/**
 * The Tree View section of the navigation tree, in the official v8 order. The official site
 * repeats each feature page under "Simple Tree View" and "Rich Tree View"; here one page per
 * feature covers both components, with a section per component where they differ, so the
 * features follow the two component pages in the official order (RichTreeView-only features
 * last), then the official "Main features", then the pages only this site has.
 */
export const treeViewGroup: NavPage = {
  pathname: '/x/react-tree-view-group',
  group: true,
  children: [
    { pathname: '/x/react-tree-view' },
    { pathname: '/x/react-tree-view/quickstart' },
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
      pathname: '/x/react-tree-view/features',
      group: true,
      subheader: 'Features',
      children: [
        { pathname: '/x/react-tree-view/items' },
        { pathname: '/x/react-tree-view/selection' },
        { pathname: '/x/react-tree-view/expansion' },
        { pathname: '/x/react-tree-view/customization' },
        { pathname: '/x/react-tree-view/focus' },
        { pathname: '/x/react-tree-view/editing', newFeature: true },
        { pathname: '/x/react-tree-view/rich-tree-view/virtualization', plan: 'pro', newFeature: true },
        { pathname: '/x/react-tree-view/lazy-loading', plan: 'pro', newFeature: true },
        { pathname: '/x/react-tree-view/ordering', plan: 'pro', newFeature: true },
      ],
    },
    {
      pathname: '/x/react-tree-view/main-features',
      group: true,
      subheader: 'Main features',
      children: [
        { pathname: '/x/react-tree-view/accessibility' },
        { pathname: '/x/react-tree-view/tree-item-customization' },
      ],
    },
    {
      pathname: '/x/react-tree-view/advanced',
      group: true,
      subheader: 'Advanced',
      children: [
        { pathname: '/x/react-tree-view/item-interactions' },
        { pathname: '/x/react-tree-view/styling' },
        { pathname: '/x/react-tree-view/api-methods' },
        { pathname: '/x/react-tree-view/large-trees' },
      ],
    },
  ],
};
