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
        { pathname: '/x/react-tree-view/selection' },
        { pathname: '/x/react-tree-view/expansion' },
        { pathname: '/x/react-tree-view/customization' },
        { pathname: '/x/react-tree-view/editing' },
        { pathname: '/x/react-tree-view/ordering', plan: 'pro' },
        { pathname: '/x/react-tree-view/accessibility' },
      ],
    },
  ],
};
