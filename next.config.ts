import { existsSync } from 'node:fs';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEMO_THEME_DIR } from './src/config/demo-theme';
import { X_CHARTS_LAZY_INTL_PATH } from './src/config/lazy-intl';
import { englishRewrites, languageRedirects } from './src/engine/routing';
import { legacyRedirects } from './src/engine/seo/legacy-redirects';
import { siteSecurityHeaders } from './src/engine/seo/site-security-headers';
import { markdownTwinRewrites } from './src/engine/seo/twin-rewrites';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` type-checks before `next build` (prebuild: `next typegen && tsc --noEmit`):
  // run inside `next build`, the checker's 1.3 GB came on top of the 2 GB Turbopack still held
  // from compiling, which took the build past its 3 GB budget. A type error still fails the build.
  // For the same reason `npm run build` compiles and prerenders in two processes
  // (`--experimental-build-mode=compile`, then `generate`): in one, Turbopack releases its memory
  // only 30-60 s after compiling, while the prerender workers already run.
  typescript: { ignoreBuildErrors: true },
  // Trailing slashes redirect (308) to the path without one; Next does this by default.
  trailingSlash: false,
  experimental: {
    // Prerender workers. Next gives each a contiguous slice of the pages, in route order, so with
    // two workers one got every docs and most API pages and the other only Markdown twins and
    // Open Graph images, and finished two minutes early. Four slices share the two cores evenly.
    cpus: 4,
    // Not inlined: with `inlineCss` Next also copies every inlined stylesheet into the RSC
    // payload (one of them twice), so each page carried its CSS three times, 15 KB gzip of a
    // 38 KB document. As files (about 8 KB gzip) the CSS is fetched once and cached across
    // pages; measured on /x/introduction: document 38.3 -> 22.8 KB gzip, simulated FCP +0.1 s,
    // shorter parse tasks (Lighthouse TBT about halved).
    inlineCss: false,
    // app/global-not-found.tsx renders unknown paths on the server, in the shell and language.
    globalNotFound: true,
    // Peak memory of the build is Turbopack's, while it compiles every demo for the server and
    // the browser. The site ships no browser source maps and server stack traces point at chunks
    // either way; without source maps and the build cache below, Turbopack's peak fell from
    // 3.2 GB (705 demos) to 2.3 GB (869 demos).
    turbopackSourceMaps: false,
    // Webpack loaders (scripts/turbopack/lazy-intl.cjs) run in worker threads of the build process
    // instead of a pool of child Node processes, each with its own heap.
    turbopackPluginRuntimeStrategy: 'workerThreads',
    turbopackInputSourceMaps: false,
    // Turbopack's build cache speeds up a rebuild of unchanged modules, but a clean build (CI, a
    // new machine) pays for writing it at the end: 20 s and memory held until then.
    turbopackFileSystemCacheForBuild: false,
  },
  turbopack: {
    rules: {
      // x-charts builds date formatters and grapheme segmenters when its modules load; the first
      // of each loads ICU data (30-135 ms apiece before throttling) on every chart page, whether
      // or not the chart formats a date or shortens a label. The loader builds each on first use.
      '*.mjs': {
        condition: { path: X_CHARTS_LAZY_INTL_PATH },
        loaders: ['./scripts/turbopack/lazy-intl.cjs'],
      },
    },
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
    return [
      { source: '/:path*', headers: siteSecurityHeaders() },
      // Named by content hash (scripts/generate.ts), so a cached copy is never stale.
      {
        source: `/${DEMO_THEME_DIR}/:file*`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

/**
 * Under `next dev`, the demo registry and live editing's scopes are `npm run dev`'s copies
 * (src/engine/demos/dev-registry.ts), whose pages fill as they are opened: with the full ones the
 * first page compiled every demo of the site, for the browser and the server (97 s on 2 cores).
 * Without the copies (`next dev` run directly), the full ones.
 */
function devAliases(): Record<string, { browser: string; default: string }> {
  if (!existsSync('generated/dev/demo-registry.ts')) return {};
  // Demos only run in the browser (on approach): the server's copy is empty, not compiled twice.
  const alias = (name: string) => ({
    browser: `./generated/dev/${name}.ts`,
    default: `./generated/dev/${name}.server.ts`,
  });
  return {
    '@generated/demo-registry': alias('demo-registry'),
    '@generated/demo-scopes': alias('demo-scopes'),
  };
}

export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, turbopack: { ...nextConfig.turbopack, resolveAlias: devAliases() } };
}
