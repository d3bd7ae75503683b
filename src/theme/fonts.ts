/**
 * The site's fonts, self-hosted from Fontsource through next/font: the file is
 * preloaded, and `font-display: optional` means a font that is not ready by the first
 * paint is not swapped in later, so text never reflows under the reader (CLS stays 0,
 * even on a cold first visit). The size-adjusted Arial fallback keeps that rare case close.
 * One variable file serves every weight the site uses (400, 500, 700): 43 KB, where the
 * three static files were 66 KB, all of it on the way to the first paint.
 * (The social-card images, drawn by Satori, still read static WOFF files from @fontsource/roboto.)
 * Latin only: Chinese pages use the system CJK fonts either way. Code uses the
 * system's monospace font: a webfont there arrived too late for the first paint
 * (so `optional` dropped it) yet still cost a request on every cold visit.
 */
import localFont from 'next/font/local';

// next/font reads its arguments at build time: they must be written out as literals.
export const roboto = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-roboto',
  adjustFontFallback: 'Arial',
});
