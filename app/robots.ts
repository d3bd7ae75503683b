import type { MetadataRoute } from 'next';
import { SITE } from '@/config/site';

/** Crawl everything but the playground and the API endpoints; the sitemap lists every page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/playground', '/zh/playground', '/api/'] }],
    sitemap: `${SITE.origin}/sitemap.xml`,
  };
}
