import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@/', replacement: path.resolve(__dirname, 'src') + '/' },
      { find: '@generated/', replacement: path.resolve(__dirname, 'generated') + '/' },
      // Engine modules that read files start with `import 'server-only'`, whose package throws
      // unless resolved with the `react-server` condition of Next's server build. Tests run those
      // modules in Node: map only this marker to its empty entry. (The condition itself would also
      // switch React to its server build, which has no hooks, and break component tests.)
      { find: /^server-only$/, replacement: path.resolve(__dirname, 'node_modules/server-only/empty.js') },
    ],
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
