import { allPagePathnames } from '../nav';
import { LANGUAGES, localizePath } from '../paths';
import { marketingPathnames } from '../marketing/paths';
import { blogPathnames } from '../blog/paths';
import { templatePaths } from '../templates/templates';

/** One sitemap URL with its language alternates (none for pages served in one language only). */
export interface SitemapEntry {
  url: string;
  alternates?: { languages: Record<string, string> };
}

function translated(origin: string, pathname: string): SitemapEntry {
  return {
    url: `${origin}${pathname}`,
    alternates: {
      languages: Object.fromEntries(LANGUAGES.map((lang) => [lang, `${origin}${localizePath(pathname, lang)}`])),
    },
  };
}

/**
 * Every public page: the navigation tree, marketing pages, the template gallery and
 * source pages (all in every language), then the blog and the live templates, which
 * exist in English only.
 */
export function sitemapEntries(origin: string): SitemapEntry[] {
  const englishOnly = (pathname: string) => pathname.startsWith('/templates/') || pathname.startsWith('/blog');
  const templates = templatePaths();
  const translatedPaths = [
    ...allPagePathnames(),
    ...marketingPathnames(),
    ...templates.filter((pathname) => !englishOnly(pathname)),
  ];
  const unique = [...new Set(translatedPaths)];
  return [
    ...unique.map((pathname) => translated(origin, pathname)),
    ...[...templates.filter(englishOnly), ...blogPathnames()].map((pathname) => ({ url: `${origin}${pathname}` })),
  ];
}
