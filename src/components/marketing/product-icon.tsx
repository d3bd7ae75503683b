import type { ProductKey } from '@/engine/marketing/products';

export { MuiXLogo } from '@/components/layout/mui-x-logo';

const PATHS: Record<ProductKey, string> = {
  dataGrid: 'M3 4h18v16H3zm2 2v3h5V6zm7 0v3h7V6zM5 11v3h5v-3zm7 0v3h7v-3zM5 16v2h5v-2zm7 0v2h7v-2z',
  datePickers:
    'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm2 2h3v3H7z',
  charts: 'M3 20h18v2H3zM5 10h3v8H5zm5.5-6h3v14h-3zM16 13h3v5h-3z',
  treeView: 'M3 3h6v4H7v3h4V8h6v4h-6v-1H7v5h4v-2h6v4h-6v-1H6a1 1 0 0 1-1-1V7H3z',
};

/** A 24 px pictogram of a product, decorative. */
export function ProductIcon({ product }: { product: ProductKey }) {
  return (
    <svg className="mk-product-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path fill="currentColor" d={PATHS[product]} />
    </svg>
  );
}
