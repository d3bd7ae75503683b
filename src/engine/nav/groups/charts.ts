import type { NavPage } from '../types';

const page = (slug: string, flags: Omit<NavPage, 'pathname'> = {}): NavPage => ({
  pathname: `/x/react-charts/${slug}`,
  ...flags,
});

/** A titled entry that only folds its pages (the official sidebar's "Bars", "Lines"…). */
const fold = (pathname: string, children: NavPage[], flags: Omit<NavPage, 'pathname'> = {}): NavPage => ({
  pathname,
  group: true,
  children,
  ...flags,
});

/**
 * The chart types, in the official v9 order and folds. `areas` is a page of this site that the
 * official docs cover inside Lines. The official `map` page (Premium, experimental) has no page here.
 */
const components: NavPage = {
  pathname: '/x/react-charts/chart-types',
  group: true,
  subheader: 'Components',
  children: [
    fold(
      '/x/react-charts-bars',
      [page('bars'), page('range-bar', { plan: 'premium', newFeature: true }), page('bar-demo')],
      { newFeature: true },
    ),
    fold('/x/react-charts-lines', [page('lines'), page('areas'), page('line-demo'), page('areas-demo')]),
    fold('/x/react-charts-pie', [page('pie'), page('pie-demo')]),
    fold('/x/react-charts-scatter', [page('scatter'), page('bubble'), page('scatter-demo')]),
    page('sparkline'),
    page('gauge'),
    page('radar'),
    page('heatmap', { plan: 'pro' }),
    fold('/x/react-charts-funnel', [page('funnel', { plan: 'pro' }), page('pyramid', { plan: 'pro' })], {
      plan: 'pro',
    }),
    page('sankey', { plan: 'pro', unstable: true }),
    page('candlestick', { plan: 'premium' }),
    page('radial-bars', { plan: 'premium' }),
    page('radial-lines', { plan: 'premium' }),
    page('planned-charts', { planned: true }),
  ],
};

/**
 * Main features, in the official v9 order, with its "Axes" fold. This site's own pages take the
 * place of their topic: the grid and the time axis in Axes, the rest where the alphabet puts them
 * among the official ones (click events, colours, gradients, overlays, SSR, sizing, zoom slider).
 */
const mainFeatures: NavPage = {
  pathname: '/x/react-charts/main-features',
  group: true,
  subheader: 'Main features',
  children: [
    page('accessibility'),
    page('animation'),
    fold('/x/react-charts/axis-root', [
      page('axis'),
      page('axis-ticks'),
      page('axis-customization'),
      page('grid'),
      page('time-axis'),
    ]),
    page('brush'),
    page('click-events'),
    page('colors'),
    page('components'),
    page('composition'),
    page('dataset'),
    page('data-grid-integration', { plan: 'premium', newFeature: true }),
    page('export', { plan: 'pro' }),
    page('gradients'),
    page('highlighting'),
    page('labels'),
    page('legend'),
    page('localization'),
    page('overlays'),
    page('performance'),
    page('server-side-rendering'),
    page('sizing'),
    page('stacking'),
    page('styling'),
    page('radial-axes'),
    page('references'),
    page('toolbar'),
    page('tooltip'),
    page('zoom-and-pan', { plan: 'pro' }),
    page('zoom-slider', { plan: 'pro' }),
    page('content-security-policy'),
  ],
};

/** Resources: the hooks (official order) and plugins; the API reference is added by the API nav. */
const resources: NavPage = {
  pathname: '/x/react-charts/resources',
  group: true,
  subheader: 'Resources',
  children: [
    fold('/x/react-charts/hooks-group', [
      page('hooks'),
      page('hooks/use-series'),
      page('hooks/use-legend'),
      page('hooks/use-drawing-area'),
      page('hooks/use-scale'),
      page('hooks/use-axes'),
      page('hooks/use-dataset'),
      page('hooks/use-polar-geometry'),
    ]),
    page('plugins'),
  ],
};

/** The Charts section of the navigation tree, following the official v9 sidebar. */
export const chartsGroup: NavPage = {
  pathname: '/x/react-charts-group',
  group: true,
  children: [
    { pathname: '/x/react-charts' },
    page('quickstart'),
    page('examples'),
    components,
    mainFeatures,
    resources,
  ],
};
