import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../content/files';
import { issueLines } from '../schema-issues';

/** Links must go to the one external store the site sends buyers to. */
const STORE_ORIGIN = 'https://mui.com/store/';
const storeUrl = z.url().refine((url) => url.startsWith(STORE_ORIGIN), `a page under ${STORE_ORIGIN}`);

const themeSchema = z.object({
  /** URL-safe identifier, also the image's file name. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Name of the theme. */
  name: z.string().min(1),
  /** One or two sentences on what the theme contains. */
  description: z.string().min(1),
  /** Illustrative price in US dollars (the store has the real one). */
  price: z.number().int().positive(),
  /** Preview image under public/static/themes/. */
  image: z.string().regex(/^\/static\/themes\/[a-z0-9-]+\.(svg|png)$/),
  /** The theme's page in the store. */
  storeUrl,
});

const themesFileSchema = z.object({
  /** The store's home page. */
  storeUrl,
  /** Themes in display order. */
  themes: z
    .array(themeSchema)
    .min(1)
    .refine((themes) => new Set(themes.map((t) => t.slug)).size === themes.length, 'a slug appears twice'),
});

export type PremiumTheme = z.infer<typeof themeSchema>;
export type PremiumThemesFile = z.infer<typeof themesFileSchema>;

export const PREMIUM_THEMES_FILE = path.join(CONTENT_DIR, 'marketing', 'premium-themes.json');

/** Parses premium themes data; throws with the file name and the first problem found. */
export function parsePremiumThemes(raw: unknown, file = PREMIUM_THEMES_FILE): PremiumThemesFile {
  const result = themesFileSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${file}: ${issueLines(result.error)[0]}`);
  }
  return result.data;
}

/** The themes of content/marketing/premium-themes.json. */
export function loadPremiumThemes(file = PREMIUM_THEMES_FILE): PremiumThemesFile {
  return parsePremiumThemes(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}
