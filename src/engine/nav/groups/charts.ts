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
 * The chart types, in the official v8 order and folds. The official `range-bar` page documents
 * `@mui/x-charts-premium`, which 8.29.x does not publish, so the Bars fold has no entry for it;
 * `areas` is a page of this site that the official docs cover inside Lines.
 */
const components: NavPage = {
  pathname: '/x/react-charts/chart-types',
  group: true,
  subheader: 'Components',
  children: [
    fold('/x/react-charts-bars', [page('bars'), page('bar-demo')], { newFeature: true }),
    fold('/x/react-charts-lines', [page('lines'), page('areas'), page('line-demo'), page('areas-demo')]),
    fold('/x/react-charts-pie', [page('pie'), page('pie-demo')]),
    fold('/x/react-charts-scatter', [page('scatter'), page('scatter-demo')]),
    page('sparkline'),
    page('gauge'),
    page('radar'),
    page('heatmap', { plan: 'pro' }),
    fold('/x/react-charts-funnel', [page('funnel', { plan: 'pro' }), page('pyramid', { plan: 'pro' })], {
      plan: 'pro',
    }),
    page('sankey', { plan: 'pro', unstable: true }),
    page('planned-charts', { planned: true }),
  ],
};

/**
 * Main features, alphabetical by address as the official v8 list is (Content Security Policy
 * last, as there). This site's own pages (ticks, colors, zoom slider…) take their alphabetical place.
 */
const mainFeatures: NavPage = {
  pathname: '/x/react-charts/main-features',
  group: true,
  subheader: 'Main features',
  children: [
    page('accessibility'),
    page('animation'),
    page('axis'),
    page('brush'),
    page('click-events'),
    page('colors'),
    page('components'),
    page('composition'),
    page('data-grid-integration', { plan: 'premium', unstable: true }),
    page('dataset'),
    page('export', { plan: 'pro' }),
    page('gradients'),
    page('grid'),
    page('highlighting'),
    page('labels'),
    page('legend'),
    page('localization'),
    page('overlays'),
    page('performance'),
    page('reference-lines'),
    page('server-side-rendering'),
    page('sizing'),
    page('stacking'),
    page('styling'),
    page('ticks'),
    page('time-axis'),
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
    ]),
    page('plugins'),
  ],
};

/** The Charts section of the navigation tree, following the official v8 sidebar. */
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
