import type { NavPage } from '../types';
import { dataGridAdvancedGroup } from './data-grid-advanced';
import {
  dataGridComponentsGroup,
  dataGridCustomizationGroup,
  dataGridResourcesGroup,
} from './data-grid-components';
import { dataGridDemosGroup, dataGridTutorialsGroup } from './data-grid-demos';
import { dataGridMainFeaturesGroup } from './data-grid-main-features';
import { dataGridPage as page } from './data-grid-page';

/**
 * The Data Grid section of the navigation tree, in the order, grouping and titles of the
 * official v8 sidebar: one file per subheader. The demo apps' group comes after the features.
 */
export const dataGridGroup: NavPage = {
  pathname: '/x/react-data-grid-group',
  group: true,
  children: [
    { pathname: '/x/react-data-grid' },
    page('quickstart'),
    page('features'),
    dataGridDemosGroup,
    dataGridMainFeaturesGroup,
    dataGridAdvancedGroup,
    dataGridComponentsGroup,
    dataGridCustomizationGroup,
    dataGridResourcesGroup,
    dataGridTutorialsGroup,
  ],
};
