/** The four MUI X products as the marketing pages present them. */
export const PRODUCT_KEYS = ['dataGrid', 'datePickers', 'charts', 'treeView'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export interface Product {
  key: ProductKey;
  /** Docs overview page of the product. */
  overview: string;
  /** The product's installation or quickstart page. */
  gettingStarted: string;
  /** The free package; Pro and Premium packages add `-pro` / `-premium`. */
  packageName: string;
  /** Registry id of the mini-demo shown on the landing page. */
  demo: string;
  /** Height reserved for the mini-demo before it loads, in px. */
  demoHeight: number;
}

export const PRODUCTS: readonly Product[] = [
  {
    key: 'dataGrid',
    overview: '/x/react-data-grid',
    gettingStarted: '/x/react-data-grid/quickstart',
    packageName: '@mui/x-data-grid',
    demo: 'landing/LandingDataGrid',
    demoHeight: 340,
  },
  {
    key: 'datePickers',
    overview: '/x/react-date-pickers',
    gettingStarted: '/x/react-date-pickers/quickstart',
    packageName: '@mui/x-date-pickers',
    demo: 'landing/LandingDatePickers',
    demoHeight: 340,
  },
  {
    key: 'charts',
    overview: '/x/react-charts',
    gettingStarted: '/x/react-charts/quickstart',
    packageName: '@mui/x-charts',
    demo: 'landing/LandingCharts',
    demoHeight: 340,
  },
  {
    key: 'treeView',
    overview: '/x/react-tree-view',
    gettingStarted: '/x/react-tree-view/quickstart',
    packageName: '@mui/x-tree-view',
    demo: 'landing/LandingTreeView',
    demoHeight: 340,
  },
];
