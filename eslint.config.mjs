import { defineConfig, globalIgnores } from 'eslint/config';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The React Compiler rules of eslint-plugin-react-hooks share one compiler run per file only when
// their options are equal, so every one of them gets the same options.
const compilerRules = [
  'static-components',
  'use-memo',
  'preserve-manual-memoization',
  'incompatible-library',
  'immutability',
  'globals',
  'refs',
  'set-state-in-effect',
  'error-boundaries',
  'purity',
  'set-state-in-render',
  'unsupported-syntax',
  'config',
  'gating',
];
// By default the compiler takes any `*Ref` name for a useRef ref; MUI X's `apiRef` is an imperative
// API handle whose methods demos call while rendering. Refs made by useRef are still checked.
const compilerOptions = { environment: { enableTreatRefLikeIdentifiersAsRefs: false } };

export default defineConfig([
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The files Next's config registers its plugins for (a `.cjs` Turbopack loader is not one).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      ...Object.fromEntries(
        compilerRules.map((rule) => [
          `react-hooks/${rule}`,
          [
            rule === 'incompatible-library' || rule === 'unsupported-syntax' ? 'warn' : 'error',
            compilerOptions,
          ],
        ]),
      ),
      // Page changes are full document loads on purpose (no client router; speculation rules prerender them).
      '@next/next/no-html-link-for-pages': 'off',
      // Images are plain <img> with their size set; next/image is a client component that would ship JS to server-only pages.
      '@next/next/no-img-element': 'off',
      // The fetch pattern the server-side demos teach sets `loading` as the effect starts, and client
      // islands read browser-only values after mount; the site does not run the React Compiler.
      'react-hooks/set-state-in-effect': 'off',
      // Destructuring a prop out of `...other` is how components and demos keep it off a DOM element.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // Playwright fixtures receive a callback named `use`, which is not React's `use` hook.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    'generated/**',
    '.next/**',
    'public/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
