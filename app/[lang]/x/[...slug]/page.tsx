import type { Metadata } from 'next';
import { docsPagePathnames } from '@/engine/nav';
import { apiChangesPage, apiChangesPathnames } from '@/engine/api-reference/changes-index';
import { LANGUAGES, isLang, type Lang } from '@/engine/shared/paths';
import { loadPageOrProblems } from '@/engine/content/load-page';
import { getNavTitle, getRouteData } from '@/engine/route-data';
import { pageMetadata } from '@/engine/page-metadata';
import { DocsPage } from '@/components/layout/docs-page';
import { ApiChangesRoute, apiChangesMetadata } from './api-changes-route';
import { PageProblems } from '@/components/layout/page-problems';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug?: string[] }>;

/** Every written page, and the generated API changes pages that share `/x/migration/` with them. */
export function generateStaticParams() {
  const pathnames = [...docsPagePathnames(), ...apiChangesPathnames()];
  return LANGUAGES.flatMap((lang) =>
    pathnames.map((pathname) => ({ lang, slug: pathname.split('/').slice(2) })),
  );
}

async function resolve(params: Params): Promise<{ lang: Lang; pathname: string }> {
  const { lang, slug = [] } = await params;
  return { lang: isLang(lang) ? lang : 'en', pathname: ['/x', ...slug].join('/') };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, pathname } = await resolve(params);
  if (apiChangesPage(pathname)) return apiChangesMetadata(pathname, lang);
  const { page } = await loadPageOrProblems(pathname, lang);
  return pageMetadata(pathname, lang, getNavTitle(pathname, lang), page?.frontmatter.description ?? '');
}

export default async function Page({ params }: { params: Params }) {
  const { lang, pathname } = await resolve(params);
  const changesPage = apiChangesPage(pathname);
  if (changesPage) return <ApiChangesRoute pathname={pathname} lang={lang} {...changesPage} />;
  const [{ page, problems }, route] = [
    await loadPageOrProblems(pathname, lang),
    getRouteData(pathname, lang),
  ];
  // Only under `next dev`: the build stops on these problems.
  if (problems) return <PageProblems problems={problems} route={route} />;
  return <DocsPage page={page} route={route} />;
}
