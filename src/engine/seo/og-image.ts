import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { allPagePathnames } from '../nav';

/** Size Open Graph and Twitter's large card expect. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/** URL path of a page's Open Graph image (one per page, shared by its languages). */
export function ogImagePath(pathname: string): string {
  return `/og${pathname}.png`;
}

/** Route segments of every page's image: `/og/x/react-charts/bars.png` → `['x', 'react-charts', 'bars.png']`. */
export function ogImageParams(): Array<{ slug: string[] }> {
  return allPagePathnames().map((pathname) => ({ slug: ogImagePath(pathname).split('/').slice(2) }));
}

/** The page an image's segments stand for, if any. */
export function pathnameFromOgSegments(segments: string[]): string | undefined {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return undefined;
  const pathname = `/${[...segments.slice(0, -1), last.slice(0, -'.png'.length)].join('/')}`;
  return allPagePathnames().includes(pathname) ? pathname : undefined;
}

/**
 * Text the bundled fonts can draw. The image renderer fetches a web font for any
 * other character, and the build has no network: such characters are dropped.
 */
export function drawableText(text: string): string {
  return text.replace(/[^\u0020-\u024F\u2010-\u2027\u2030-\u205E]/g, '').trim();
}

let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;

/** Roboto (Latin) from the installed @fontsource package, read once per build. */
export function ogFonts() {
  if (fonts) return fonts;
  const dir = path.join(process.cwd(), 'node_modules', '@fontsource', 'roboto', 'files');
  fonts = ([400, 700] as const).map((weight) => ({
    name: 'Roboto',
    data: fs.readFileSync(path.join(dir, `roboto-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}
