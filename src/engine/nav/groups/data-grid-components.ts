import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

const component = (slug: string, plan?: NavPage['plan']): NavPage => page(`components/${slug}`, plan);

/** Data Grid: the "Components" subheader, the composable components of 8.x, in the official v8 order. */
export const dataGridComponentsGroup: NavPage = {
  pathname: '/x/react-data-grid/components-group',
  group: true,
  subheader: 'Components',
  newFeature: true,
  children: [
    component('usage'),
    component('toolbar'),
    component('export'),
    component('quick-filter'),
    component('columns-panel'),
    component('filter-panel'),
    component('prompt-field', 'premium'),
    { ...component('formula-bar', 'premium'), newFeature: true },
    component('pivot-panel', 'premium'),
    component('charts-panel', 'premium'),
    component('ai-assistant-panel', 'premium'),
  ],
};

/** Data Grid: the "Customization" subheader (styling, overlays, the toolbar slot, custom slots). */
export const dataGridCustomizationGroup: NavPage = {
  pathname: '/x/react-data-grid/customization-group',
  group: true,
  subheader: 'Customization',
  children: [page('style'), page('style-recipes'), page('overlays'), page('toolbar'), page('components')],
};

/** Data Grid: the "Resources" subheader (the API object, events, state, performance, FAQ). */
export const dataGridResourcesGroup: NavPage = {
  pathname: '/x/react-data-grid/resources-group',
  group: true,
  subheader: 'Resources',
  children: [page('api-object'), page('events'), page('state'), page('performance'), page('faq')],
};
