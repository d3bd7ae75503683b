import type { NavPage } from '../types';

/** The Tree View section of the navigation tree. */
export const treeViewGroup: NavPage = {
  pathname: '/x/react-tree-view-group',
  group: true,
  children: [{ pathname: '/x/react-tree-view' }, { pathname: '/x/react-tree-view/getting-started' }],
};
