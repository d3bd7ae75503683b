import type { NavPage } from '../types';

/** The Charts section of the navigation tree. */
export const chartsGroup: NavPage = {
  pathname: '/x/react-charts-group',
  group: true,
  children: [{ pathname: '/x/react-charts' }, { pathname: '/x/react-charts/getting-started' }],
};
