/**
 * The site's fonts, self-hosted from @fontsource through next/font: the files are
 * preloaded, and `font-display: optional` means a font that is not ready by the first
 * paint is not swapped in later, so text never reflows under the reader (CLS stays 0,
 * even on a cold first visit). The size-adjusted Arial fallback keeps that rare case close.
 * Latin only: Chinese pages use the system CJK fonts either way. Code uses the
 * system's monospace font: a webfont there arrived too late for the first paint
 * (so `optional` dropped it) yet still cost a request on every cold visit.
 */
import localFont from 'next/font/local';

// next/font reads its arguments at build time: they must be written out as literals.
export const roboto = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-roboto',
  adjustFontFallback: 'Arial',
});
