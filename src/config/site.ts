/** Site-wide settings read at build time. */
export const SITE = {
  /** Product name shown in the header and titles. */
  name: 'MUI X',
  /** Repository holding this site's sources; the "Edit this page" links point into it. */
  repoUrl: process.env.SITE_REPO_URL ?? 'https://github.com/mui/mui-x',
  /** Branch the edit links open. */
  repoBranch: process.env.SITE_REPO_BRANCH ?? 'main',
  /** Public URL of the site, for canonical links. */
  origin: process.env.SITE_ORIGIN ?? 'http://localhost:3000',
} as const;

/**
 * What `npm run build` prints when a production build has no public origin: canonical links,
 * `og:url`, the sitemap, robots.txt and the RSS feed would all name `http://localhost:3000`.
 * Null when `SITE_ORIGIN` is set (and is an http(s) URL) or the build is not for production.
 */
export function siteOriginWarning(env: Record<string, string | undefined> = process.env): string | null {
  const origin = env.SITE_ORIGIN;
  if (origin) {
    return /^https?:\/\/[^/\s]+$/.test(origin)
      ? null
      : `SITE_ORIGIN="${origin}" is not an origin like https://docs.example.com (scheme and host, no path or trailing slash).`;
  }
  if ((env.NODE_ENV ?? 'production') !== 'production') return null;
  return [
    'SITE_ORIGIN is not set: this production build names http://localhost:3000 in canonical links,',
    'og:url, sitemap.xml, robots.txt and the RSS feed. Set it to the public origin, for example',
    'SITE_ORIGIN=https://docs.example.com npm run build.',
  ].join('\n');
}
