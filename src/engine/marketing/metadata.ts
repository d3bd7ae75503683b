import type { Metadata } from 'next';
import { LANGUAGES, isLang, localizePath, type Lang } from '../shared/paths';

/** The language of a route's `lang` parameter, English when unknown. */
export function marketingLang(raw: string): Lang {
  return isLang(raw) ? raw : 'en';
}

/** `<title>`, description, canonical URL and language alternates of a marketing page. */
export function marketingMetadata(
  pathname: string,
  lang: Lang,
  title: string,
  description: string,
): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: localizePath(pathname, lang),
      languages: Object.fromEntries(LANGUAGES.map((code) => [code, localizePath(pathname, code)])),
    },
    openGraph: { title, description, type: 'website', locale: lang === 'zh' ? 'zh_CN' : 'en_US' },
  };
}
