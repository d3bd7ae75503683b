import type { MetadataRoute } from 'next';
import { SITE } from '@/config/site';
import { allPagePathnames } from '@/engine/nav';
import { LANGUAGES, localizePath } from '@/engine/paths';

/** Every page of the navigation tree, with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePathnames().map((pathname) => ({
    url: `${SITE.origin}${pathname}`,
    alternates: {
      languages: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, `${SITE.origin}${localizePath(pathname, lang)}`]),
      ),
    },
  }));
}
