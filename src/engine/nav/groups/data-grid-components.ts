import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

const component = (slug: string, plan?: NavPage['plan']): NavPage => page(`components/${slug}`, plan);

/** Data Grid: the composable components of 8.x (toolbar parts, panels, triggers), then AI and charts. */
export const dataGridComponentPages: NavPage[] = [
  {
    pathname: '/x/react-data-grid/components-group',
    group: true,
    subheader: 'Components',
    children: [
      component('usage'),
      component('columns-panel'),
      component('filter-panel'),
      component('export'),
      component('quick-filter'),
      component('pivot-panel', 'premium'),
      component('ai-assistant-panel', 'premium'),
      component('prompt-field', 'premium'),
      component('charts-panel', 'premium'),
    ],
  },
  {
    pathname: '/x/react-data-grid/ai-and-charts',
    group: true,
    subheader: 'AI and charts',
    children: [page('ai-assistant', 'premium'), page('charts-integration', 'premium')],
  },
];
