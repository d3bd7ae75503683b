import type { NextConfig } from 'next';
import { languageRedirects } from './src/engine/routing';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Trailing slashes redirect (308) to the path without one; Next does this by default.
  trailingSlash: false,
  // Prerendering is CPU-bound; use both cores of the build machines (the default leaves one idle).
  experimental: { cpus: 2 },
  async redirects() {
    return [
      { source: '/', destination: '/x/introduction', permanent: false },
      { source: '/zh', destination: '/zh/x/introduction', permanent: false },
      ...languageRedirects(),
    ];
  },
};

export default nextConfig;
