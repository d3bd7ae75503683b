import { PRODUCTS } from './packages';
import type { Product } from './types';

/** The pairs of majors the reference compares, newest first. */
export const MAJOR_PAIRS = [
  { id: 'v8-to-v9', from: 'v8', to: 'v9' },
  { id: 'v7-to-v8', from: 'v7', to: 'v8' },
] as const;
export type MajorPair = (typeof MAJOR_PAIRS)[number]['id'];
/** The comparison an API page shows: from the previous major to the documented one. */
export const CURRENT_PAIR: MajorPair = 'v8-to-v9';

const PAGE = /^\/x\/migration\/([a-z-]+)-(v\d+-to-v\d+)-api$/;

/** The generated page listing a product's API changes, e.g. `/x/migration/charts-v8-to-v9-api`. */
export function apiChangesPathname(product: Product, pair: MajorPair = CURRENT_PAIR): string {
  return `/x/migration/${product}-${pair}-api`;
}

/** Every generated API changes page: each product for each pair of majors. */
export function apiChangesPathnames(): string[] {
  return MAJOR_PAIRS.flatMap(({ id }) => PRODUCTS.map((product) => apiChangesPathname(product, id)));
}

/** The product and pair of majors whose API changes page `pathname` is, if it is one. */
export function apiChangesPage(pathname: string): { product: Product; pair: MajorPair } | undefined {
  const match = PAGE.exec(pathname);
  const product = match?.[1] as Product | undefined;
  const pair = MAJOR_PAIRS.find(({ id }) => id === match?.[2])?.id;
  return product && pair && PRODUCTS.includes(product) ? { product, pair } : undefined;
}

/** The product whose API changes page `pathname` is, if it is one. */
export function apiChangesProduct(pathname: string): Product | undefined {
  return apiChangesPage(pathname)?.product;
}

export function isApiChangesPathname(pathname: string): boolean {
  return apiChangesPage(pathname) !== undefined;
}
