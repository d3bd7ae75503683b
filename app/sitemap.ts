import type { MetadataRoute } from 'next';
import { SITE } from '@/config/site';
import { sitemapEntries } from '@/engine/seo/sitemap-entries';

/** Every public page, with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(SITE.origin);
}
