import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** `npm run check:pages`: compiles docs pages as the build does (see scripts/check-pages.check.ts). */
export default defineConfig({
  resolve: base.resolve,
  test: { include: ['scripts/check-pages.check.ts'], environment: 'node', testTimeout: 600_000 },
});
