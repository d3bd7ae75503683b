import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPremiumThemes, parsePremiumThemes } from './premium-themes';
import { SPONSOR_TIERS, loadSponsors, parseSponsors } from './sponsors';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('sponsors data', () => {
  it('lists every tier in order, each logo a file the site serves', () => {
    const { tiers } = loadSponsors();
    expect(tiers.map((tier) => tier.key)).toEqual([...SPONSOR_TIERS]);
    for (const sponsor of tiers.flatMap((tier) => tier.sponsors)) {
      expect(fs.existsSync(publicFile(sponsor.logo)), sponsor.logo).toBe(true);
    }
  });

  it('rejects a remote logo and a repeated tier, naming the field', () => {
    const sponsor = { name: 'A', logo: 'https://cdn.example/a.svg', url: 'https://a.example/' };
    expect(() =>
      parseSponsors(
        { becomeSponsorUrl: 'https://a.example/', tiers: [{ key: 'gold', sponsors: [sponsor] }] },
        'x.json',
      ),
    ).toThrow(/x\.json: tiers\.0\.sponsors\.0\.logo/);
    const ok = { ...sponsor, logo: '/static/sponsors/a.svg' };
    const tier = { key: 'gold', sponsors: [ok] };
    expect(() => parseSponsors({ becomeSponsorUrl: 'https://a.example/', tiers: [tier, tier] })).toThrow(
      /a tier appears twice/,
    );
  });
});

describe('premium themes data', () => {
  it('has store links and preview images that exist', () => {
    const data = loadPremiumThemes();
    expect(data.storeUrl).toBe('https://mui.com/store/');
    for (const theme of data.themes) {
      expect(theme.storeUrl.startsWith(data.storeUrl)).toBe(true);
      expect(fs.existsSync(publicFile(theme.image)), theme.image).toBe(true);
    }
  });

  it('rejects a link outside the store', () => {
    const theme = {
      slug: 'a',
      name: 'A',
      description: 'B',
      price: 10,
      image: '/static/themes/a.svg',
      storeUrl: 'https://elsewhere.example/a',
    };
    expect(() => parsePremiumThemes({ storeUrl: 'https://mui.com/store/', themes: [theme] })).toThrow(
      /themes\.0\.storeUrl/,
    );
  });
});
