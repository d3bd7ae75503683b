import type { Metadata } from 'next';
import { LANGUAGES, isLang, type Lang } from '@/engine/shared/paths';
import {
  loadApiIndex,
  loadApiEntry,
  apiPathname,
  API_PRODUCTS,
  interfacePathnames,
} from '@/engine/api-reference/api-index';
import { apiChangesPathname, loadEntryChanges } from '@/engine/api-reference/changes-index';
import { pagesDocumenting } from '@/engine/content/component-pages';
import { getNavTitle, getRouteData } from '@/engine/route-data';
import { pageMetadata } from '@/engine/page-metadata';
import { ApiRoute } from '@/components/api/api-route';
import { loadPageHistory } from '@/engine/api-history/load';
import { withRemovedMembers } from '@/engine/api-history/removed-members';

export const dynamicParams = false;

type Params = Promise<{ lang: string; product: string; name?: string[] }>;

export function generateStaticParams() {
  const pages = [
    ...API_PRODUCTS.map((product) => ({ product, name: [] as string[] })),
    ...loadApiIndex().map((item) => ({ product: item.product, name: [item.kebab] })),
  ];
  return LANGUAGES.flatMap((lang) => pages.map((page) => ({ lang, ...page })));
}

async function resolve(
  params: Params,
): Promise<{ lang: Lang; product: string; kebab?: string; pathname: string }> {
  const { lang, product, name = [] } = await params;
  const kebab = name[0];
  const pathname = kebab ? apiPathname({ product: product as never, kebab }) : `/x/api/${product}`;
  return { lang: isLang(lang) ? lang : 'en', product, kebab, pathname };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, pathname, kebab } = await resolve(params);
  const title = getNavTitle(pathname, lang);
  const description = kebab
    ? `API reference of ${title}: props, slots and CSS classes, generated from the installed package's types.`
    : `Every component of this product's API reference, with links to their props, slots and CSS classes.`;
  return pageMetadata(pathname, lang, kebab ? `${title} API` : title, description);
}

export default async function ApiReferencePage({ params }: { params: Params }) {
  const { lang, product, kebab, pathname } = await resolve(params);
  const route = getRouteData(pathname, lang);
  if (!kebab) {
    const items = loadApiIndex().filter((item) => item.product === product);
    return <ApiRoute route={route} index={items.map((item) => ({ ...item, href: apiPathname(item) }))} />;
  }
  const loaded = loadApiEntry(product, kebab, lang);
  const history = loadPageHistory(loaded.entry.product, loaded.entry.kebab, loaded.entry.source?.package);
  // Rows a later release removed are in the page, hidden until "API as of" picks an earlier one.
  const { entry, descriptions } = withRemovedMembers(loaded.entry, loaded.descriptions, history?.entry);
  const changes = loadEntryChanges(entry.product, entry.name);
  return (
    <ApiRoute
      route={route}
      entry={entry}
      descriptions={descriptions}
      guides={pagesDocumenting(entry.name, lang)}
      changes={changes && { entry: changes, href: apiChangesPathname(entry.product) }}
      typeLinks={interfacePathnames(entry.product)}
      history={history}
    />
  );
}
