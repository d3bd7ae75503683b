import { PRODUCTS } from './packages';
import type { Product } from './types';

const PAGE = /^\/x\/migration\/([a-z-]+)-v7-to-v8-api$/;

/** The generated page listing a product's API changes, e.g. `/x/migration/charts-v7-to-v8-api`. */
export function apiChangesPathname(product: Product): string {
  return `/x/migration/${product}-v7-to-v8-api`;
}

/** The product whose API changes page `pathname` is, if it is one. */
export function apiChangesProduct(pathname: string): Product | undefined {
  const product = PAGE.exec(pathname)?.[1] as Product | undefined;
  return product && PRODUCTS.includes(product) ? product : undefined;
}

export function isApiChangesPathname(pathname: string): boolean {
  return apiChangesProduct(pathname) !== undefined;
}
