import type { NavPage } from '../types';

/** The Charts section of the navigation tree. */
export const chartsGroup: NavPage = {
  pathname: '/x/react-charts-group',
  group: true,
  children: [
    { pathname: '/x/react-charts' },
    { pathname: '/x/react-charts/getting-started' },
    {
      pathname: '/x/react-charts/chart-types',
      group: true,
      subheader: 'Charts',
      children: [
        { pathname: '/x/react-charts/bars' },
        { pathname: '/x/react-charts/lines' },
        { pathname: '/x/react-charts/areas' },
        { pathname: '/x/react-charts/pie' },
        { pathname: '/x/react-charts/scatter' },
        { pathname: '/x/react-charts/sparkline' },
        { pathname: '/x/react-charts/gauge' },
        { pathname: '/x/react-charts/heatmap', plan: 'pro' },
      ],
    },
    {
      pathname: '/x/react-charts/main-features',
      group: true,
      subheader: 'Main features',
      children: [
        { pathname: '/x/react-charts/axis' },
        { pathname: '/x/react-charts/legend' },
        { pathname: '/x/react-charts/tooltip' },
        { pathname: '/x/react-charts/styling' },
        { pathname: '/x/react-charts/composition' },
        { pathname: '/x/react-charts/animation' },
        { pathname: '/x/react-charts/accessibility' },
      ],
    },
  ],
};
