import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { apiPathname, loadApiIndex } from '@/engine/api-reference/api-index';
import { loadProductChanges, type MajorPair } from '@/engine/api-reference/changes-index';
import type { Product } from '@/engine/api-reference/types';
import type { Lang } from '@/engine/shared/paths';
import { pageSummary } from '@/engine/seo/page-summary';
import { getNavTitle, getRouteData } from '@/engine/route-data';
import { pageMetadata } from '@/engine/page-metadata';
import { ApiChangesPage } from '@/components/api/api-changes-page';

/** The hand-written overview of each upgrade, where there is one. */
const GUIDES: Record<MajorPair, string | undefined> = {
  'v7-to-v8': '/x/migration-v8',
  'v8-to-v9': undefined,
};

/**
 * `/x/migration/<product>-<v7-to-v8|v8-to-v9>-api`: one generated page per product and pair of majors. It shares the
 * catch-all route with the written pages because the official migration guides sit beside
 * it under `/x/migration/`, and Next.js gives a path to one route only.
 */
export function apiChangesMetadata(pathname: string, lang: Lang): Metadata {
  return pageMetadata(pathname, lang, getNavTitle(pathname, lang), pageSummary(pathname).description);
}

export function ApiChangesRoute({
  pathname,
  lang,
  product,
  pair,
}: {
  pathname: string;
  lang: Lang;
  product: Product;
  pair: MajorPair;
}) {
  const changes = loadProductChanges(product, pair);
  if (!changes) notFound();
  const apiHrefs = Object.fromEntries(
    loadApiIndex()
      .filter((item) => item.product === product)
      .map((item) => [item.kebab, apiPathname(item)]),
  );
  return (
    <ApiChangesPage
      route={getRouteData(pathname, lang)}
      changes={changes}
      apiHrefs={apiHrefs}
      guideHref={GUIDES[pair]}
    />
  );
}
