import type { Metadata } from 'next';
import { SITE } from '@/config/site';
import { findLeaf } from './nav';
import { getPageTitle } from './i18n/titles';
import { LANGUAGES, localizePath, type Lang } from './shared/paths';
import { OG_IMAGE_SIZE, ogImagePath } from './seo/og-image';

/**
 * `<title>`, description, canonical URL, language alternates, and the Open Graph
 * and Twitter card tags of a docs or API page, with the page's own generated image.
 */
export function pageMetadata(pathname: string, lang: Lang, title: string, description: string): Metadata {
  const group = findLeaf(pathname)?.ancestors[0];
  const groupTitle = group ? getPageTitle(group.pathname, lang) : undefined;
  const fullTitle = groupTitle && groupTitle !== title ? `${title} - ${groupTitle}` : title;
  const url = `${SITE.origin}${localizePath(pathname, lang)}`;
  const image = { url: `${SITE.origin}${ogImagePath(pathname)}`, ...OG_IMAGE_SIZE, alt: fullTitle };
  return {
    title: fullTitle,
    description,
    alternates: {
      canonical: url,
      languages: Object.fromEntries(
        LANGUAGES.map((code) => [code, `${SITE.origin}${localizePath(pathname, code)}`]),
      ),
    },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: SITE.name,
      type: 'article',
      locale: lang === 'zh' ? 'zh_CN' : 'en_US',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
