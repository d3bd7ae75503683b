import type { NavPage } from '../types';

/** A Data Grid guide by its slug under `/x/react-data-grid/`, with the plan it needs if any. */
export function dataGridPage(slug: string, plan?: NavPage['plan']): NavPage {
  const pathname = `/x/react-data-grid/${slug}`;
  return plan ? { pathname, plan } : { pathname };
}
