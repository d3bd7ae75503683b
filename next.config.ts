import type { NextConfig } from 'next';
import { languageRedirects } from './src/engine/routing';
import { legacyRedirects } from './src/engine/seo/legacy-redirects';
import { siteSecurityHeaders } from './src/engine/seo/site-security-headers';
import { markdownTwinRewrites } from './src/engine/seo/twin-rewrites';

// Bound to a loopback address (`next start -H 127.0.0.1`, `::1`), Next rewrites the host of the
// URLs it hands the proxy to `localhost`, so the proxy's rewrite to `/en/...` no longer has the
// server's own origin: Next takes it for an external rewrite and answers a 308 to the same URL.
// Keeping the proxy's URLs as received keeps every rewrite internal, whatever `-H`/HOSTNAME says.
// An internal switch of Next 16 (server/web/adapter.js); tests/e2e/deploy.spec.ts would catch a change.
process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE ??= '1';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Trailing slashes redirect (308) to the path without one; Next does this by default.
  trailingSlash: false,
  // Prerendering is CPU-bound; use both cores of the build machines (the default leaves one idle).
  experimental: {
    cpus: 2,
    // Not inlined: with `inlineCss` Next also copies every inlined stylesheet into the RSC
    // payload (one of them twice), so each page carried its CSS three times, 15 KB gzip of a
    // 38 KB document. As files (about 8 KB gzip) the CSS is fetched once and cached across
    // pages; measured on /x/introduction: document 38.3 -> 22.8 KB gzip, simulated FCP +0.1 s,
    // shorter parse tasks (Lighthouse TBT about halved).
    inlineCss: false,
    // app/global-not-found.tsx renders unknown paths on the server, in the shell and language.
    globalNotFound: true,
  },
  async redirects() {
    return [
      // The product landing page is the home page.
      { source: '/', destination: '/x', permanent: false },
      { source: '/zh', destination: '/zh/x', permanent: false },
      ...languageRedirects(),
      ...legacyRedirects(),
    ];
  },
  async rewrites() {
    return { beforeFiles: markdownTwinRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: siteSecurityHeaders() }];
  },
};

export default nextConfig;
