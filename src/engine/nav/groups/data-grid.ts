import type { NavPage } from '../types';
import { dataGridStructurePages } from './data-grid-a';
import { dataGridAdvancedPages, dataGridFeaturePages } from './data-grid-b';
import { dataGridComponentPages } from './data-grid-components';
import { dataGridServerPages } from './data-grid-server';

/** The Data Grid section of the navigation tree. */
export const dataGridGroup: NavPage = {
  pathname: '/x/react-data-grid-group',
  group: true,
  children: [
    { pathname: '/x/react-data-grid' },
    { pathname: '/x/react-data-grid/quickstart' },
    { pathname: '/x/react-data-grid/feature-matrix' },
    ...dataGridStructurePages,
    ...dataGridFeaturePages,
    ...dataGridComponentPages,
    {
      pathname: '/x/react-data-grid/advanced',
      group: true,
      subheader: 'Advanced features',
      children: [
        { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
        { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
        ...dataGridAdvancedPages,
        ...dataGridServerPages,
      ],
    },
  ],
};
