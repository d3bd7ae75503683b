import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { apiPathname, loadApiIndex } from '@/engine/api-reference/api-index';
import {
  apiChangesPathname,
  apiChangesProduct,
  loadProductChanges,
} from '@/engine/api-reference/changes-index';
import { PRODUCTS } from '@/engine/api-reference/packages';
import { LANGUAGES, isLang } from '@/engine/shared/paths';
import { pageSummary } from '@/engine/seo/page-summary';
import { getNavTitle, getRouteData } from '@/engine/route-data';
import { pageMetadata } from '@/engine/page-metadata';
import { ApiChangesPage } from '@/components/api/api-changes-page';

export const dynamicParams = false;

type Params = Promise<{ lang: string; page: string }>;

/** `/x/migration/<product>-v7-to-v8-api`: one generated page per product. */
export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    PRODUCTS.map((product) => ({ lang, page: apiChangesPathname(product).split('/').at(-1)! })),
  );
}

async function resolve(params: Params) {
  const { lang, page } = await params;
  const pathname = `/x/migration/${page}`;
  return { lang: isLang(lang) ? lang : ('en' as const), pathname, product: apiChangesProduct(pathname) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, pathname } = await resolve(params);
  return pageMetadata(pathname, lang, getNavTitle(pathname, lang), pageSummary(pathname).description);
}

export default async function ApiChangesRoute({ params }: { params: Params }) {
  const { lang, pathname, product } = await resolve(params);
  const changes = product && loadProductChanges(product);
  if (!product || !changes) notFound();
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
      guideHref="/x/migration-v8"
    />
  );
}
