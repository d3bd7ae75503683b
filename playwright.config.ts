import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './tests/e2e/support/browser';

/** Port of the production server the end-to-end tests start. */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  // Only specs: tests/e2e/support holds helpers and their Vitest unit tests.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      // Debian's Chromium where installed (CI), else Playwright's own (scripts/ensure-browser.ts).
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: '**/dev-loop.spec.ts' },
    // `next dev` compiling a route takes both cores for a minute or more: it runs alone, after
    // the specs of the built site, so their timeouts never count its compile time.
    { name: 'dev-server', testMatch: '**/dev-loop.spec.ts', dependencies: ['site'] },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/x/introduction`,
    // The tests play one trusted proxy: each names its client in X-Forwarded-For (feedback rate limit).
    env: { TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
