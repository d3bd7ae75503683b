import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../content/files';
import { issueLines } from '../schema-issues';

export const SPONSOR_TIERS = ['diamond', 'gold', 'silver', 'backers'] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

/** A logo the site serves itself, from public/static/sponsors/. */
const localLogo = z
  .string()
  .regex(/^\/static\/sponsors\/[a-z0-9-]+\.(svg|png)$/, 'a file under /static/sponsors/');

const sponsorSchema = z.object({
  /** Name shown under the logo and used as its alternative text. */
  name: z.string().min(1),
  /** Path of the logo under public/. */
  logo: localLogo,
  /** The sponsor's website. */
  url: z.url({ protocol: /^https$/ }),
  /** One sentence shown for the top tiers. */
  description: z.string().optional(),
});

const sponsorsFileSchema = z.object({
  /** Where "Become a sponsor" leads. */
  becomeSponsorUrl: z.url({ protocol: /^https$/ }),
  /** Tiers from the most generous down; each tier appears once. */
  tiers: z
    .array(
      z.object({
        /** Which tier. */
        key: z.enum(SPONSOR_TIERS),
        /** Sponsors of the tier, in display order. */
        sponsors: z.array(sponsorSchema).min(1),
      }),
    )
    .refine((tiers) => new Set(tiers.map((tier) => tier.key)).size === tiers.length, 'a tier appears twice'),
});

export type Sponsor = z.infer<typeof sponsorSchema>;
export type SponsorsFile = z.infer<typeof sponsorsFileSchema>;

export const SPONSORS_FILE = path.join(CONTENT_DIR, 'marketing', 'sponsors.json');

/** Parses sponsors data; throws with the file name and the first problem found. */
export function parseSponsors(raw: unknown, file = SPONSORS_FILE): SponsorsFile {
  const result = sponsorsFileSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${file}: ${issueLines(result.error)[0]}`);
  }
  return result.data;
}

/** The sponsors of content/marketing/sponsors.json, tiers in the canonical order. */
export function loadSponsors(file = SPONSORS_FILE): SponsorsFile {
  const data = parseSponsors(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  const order = (key: SponsorTier) => SPONSOR_TIERS.indexOf(key);
  return { ...data, tiers: [...data.tiers].sort((a, b) => order(a.key) - order(b.key)) };
}
