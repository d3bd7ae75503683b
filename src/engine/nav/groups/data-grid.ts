import type { NavPage } from '../types';
import { dataGridAdvancedGroup } from './data-grid-advanced';
import { dataGridColumnsGroup, dataGridRowsGroup } from './data-grid-columns-rows';
import { dataGridComponentPages } from './data-grid-components';
import { dataGridDemosGroup, dataGridTutorialsGroup } from './data-grid-demos';
import { dataGridMainFeaturesGroup } from './data-grid-main-features';
import { dataGridPage as page } from './data-grid-page';

/** The Data Grid section of the navigation tree: one file per subheader of its sidebar. */
export const dataGridGroup: NavPage = {
  pathname: '/x/react-data-grid-group',
  group: true,
  children: [
    { pathname: '/x/react-data-grid' },
    page('quickstart'),
    page('feature-matrix'),
    dataGridDemosGroup,
    page('layout'),
    dataGridColumnsGroup,
    dataGridRowsGroup,
    dataGridMainFeaturesGroup,
    ...dataGridComponentPages,
    dataGridAdvancedGroup,
    dataGridTutorialsGroup,
  ],
};
