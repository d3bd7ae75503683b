import { allPagePathnames } from '../nav';
import { LANGUAGES, localizePath } from '../shared/paths';
import { marketingPathnames } from '../marketing/paths';
import { blogPathnames } from '../blog/paths';
import { templatePaths } from '../templates/templates';

/** One sitemap URL with its language alternates (none for pages served in one language only). */
export interface SitemapEntry {
  url: string;
  alternates?: { languages: Record<string, string> };
}

/**
 * One `<loc>` per language of a translated page, each listing every language and
 * `x-default` (the English page) as alternates, as search engines expect of each version.
 */
function translated(origin: string, pathname: string): SitemapEntry[] {
  const languages: Record<string, string> = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `${origin}${localizePath(pathname, lang)}`]),
  );
  languages['x-default'] = `${origin}${pathname}`;
  return LANGUAGES.map((lang) => ({ url: languages[lang], alternates: { languages } }));
}

/**
 * Every public page: the navigation tree, marketing pages, the template gallery and
 * source pages (each in every language, one entry per language), then the blog and the live templates, which
 * exist in English only.
 */
export function sitemapEntries(origin: string): SitemapEntry[] {
  const englishOnly = (pathname: string) =>
    pathname.startsWith('/templates/') || pathname.startsWith('/blog');
  const templates = templatePaths();
  const translatedPaths = [
    ...allPagePathnames(),
    ...marketingPathnames(),
    ...templates.filter((pathname) => !englishOnly(pathname)),
  ];
  const unique = [...new Set(translatedPaths)];
  return [
    ...unique.flatMap((pathname) => translated(origin, pathname)),
    ...[...templates.filter(englishOnly), ...blogPathnames()].map((pathname) => ({
      url: `${origin}${pathname}`,
    })),
  ];
}
