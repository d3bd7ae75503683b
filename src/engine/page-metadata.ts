import type { Metadata } from 'next';
import { findLeaf } from './nav';
import { getPageTitle } from './i18n/titles';
import { LANGUAGES, localizePath, type Lang } from './paths';

/** `<title>`, description, canonical URL and language alternates of a docs page. */
export function pageMetadata(pathname: string, lang: Lang, title: string, description: string): Metadata {
  const group = findLeaf(pathname)?.ancestors[0];
  const groupTitle = group ? getPageTitle(group.pathname, lang) : undefined;
  const fullTitle = groupTitle && groupTitle !== title ? `${title} - ${groupTitle}` : title;
  return {
    title: fullTitle,
    description,
    alternates: {
      canonical: localizePath(pathname, lang),
      languages: Object.fromEntries(LANGUAGES.map((code) => [code, localizePath(pathname, code)])),
    },
    openGraph: { title: fullTitle, description, type: 'article', locale: lang === 'zh' ? 'zh_CN' : 'en_US' },
  };
}
