import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ByLang } from '@/components/layout/by-lang.client';
import { createT } from '@/engine/i18n/translate';
import { isLang } from '@/engine/paths';

/** Next passes the not-found convention its segment's params, though not to the component. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: createT(isLang(lang) ? lang : 'en')('page.notFoundTitle'), robots: { index: false } };
}

/**
 * The 404 page in the site's shell, in the language of the requested path. Routes
 * render it on the server (their unknown params call `notFound()`), inside the
 * language's layout, so it has the `lang`, the title and the pre-paint mode script.
 */
export default function NotFound() {
  return <ByLang en={<NotFoundPage lang="en" />} zh={<NotFoundPage lang="zh" />} />;
}
