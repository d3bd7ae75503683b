import type { NextConfig } from 'next';
import { englishRewrites, languageRedirects } from './src/engine/routing';
import { legacyRedirects } from './src/engine/seo/legacy-redirects';
import { siteSecurityHeaders } from './src/engine/seo/site-security-headers';
import { markdownTwinRewrites } from './src/engine/seo/twin-rewrites';

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
    // Peak memory of the build is Turbopack's, while it compiles every demo for the server and
    // the browser; source maps for all those modules were about a third of it. The site ships
    // no browser source maps, and server stack traces point at chunk files either way.
    turbopackSourceMaps: false,
    turbopackInputSourceMaps: false,
    // Turbopack's build cache speeds up a rebuild of unchanged modules, but a clean build (CI, a
    // new machine) pays for writing it at the end: 20 s and memory held until then.
    turbopackFileSystemCacheForBuild: false,
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
    return { beforeFiles: [...markdownTwinRewrites(), ...englishRewrites()], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: siteSecurityHeaders() }];
  },
};

export default nextConfig;
