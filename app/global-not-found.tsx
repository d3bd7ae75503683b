import type { Metadata } from 'next';
import { headers } from 'next/headers';
import '@generated/theme-shell.css';
import '@generated/code-colors.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/content.css';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { SiteDocument } from '@/components/layout/site-document';
import { createT } from '@/engine/shared/i18n/translate';
import { isLang, type Lang } from '@/engine/shared/paths';
import { LANG_REQUEST_HEADER } from '@/engine/routing';

/** The language the proxy found in the path (the 404 has no `[lang]` param of its own). */
async function notFoundLang(): Promise<Lang> {
  const lang = (await headers()).get(LANG_REQUEST_HEADER);
  return lang && isLang(lang) ? lang : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const t = createT(await notFoundLang());
  // No robots entry: Next adds noindex to every 404 itself.
  return { title: `${t('page.notFoundTitle')} - MUI X` };
}

/**
 * Every unknown path: rendered on the server, in the site's document and shell and in the
 * language of the path, with the pre-paint mode script, status 404. (Without this file Next
 * answers unknown paths of a `[lang]`-rooted app with an empty document that only
 * JavaScript fills in.)
 */
export default async function GlobalNotFound() {
  const lang = await notFoundLang();
  return (
    <SiteDocument lang={lang}>
      <NotFoundPage lang={lang} />
    </SiteDocument>
  );
}
