import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@/': path.resolve(__dirname, 'src') + '/',
      '@generated/': path.resolve(__dirname, 'generated') + '/',
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'tests/e2e/support/**/*.test.ts',
      'content/templates/**/*.test.ts',
    ],
    environment: 'node',
    // Shiki and the TypeScript compiler take seconds to start on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
