/**
 * The marketing pages this section serves, without language prefix. The
 * sitemap and any link checks can list them from here.
 */
export const MARKETING_PATHNAMES = ['/x', '/x/pricing', '/x/sponsors', '/x/premium-themes'] as const;

export type MarketingPathname = (typeof MARKETING_PATHNAMES)[number];

/** The marketing pages, as a fresh array (callers may sort or extend it). */
export function marketingPathnames(): string[] {
  return [...MARKETING_PATHNAMES];
}

/** Link targets of the marketing header, in display order, with their translation keys. */
export const MARKETING_NAV = [
  { pathname: '/x/introduction', labelKey: 'marketing.nav.docs' },
  { pathname: '/x/pricing', labelKey: 'marketing.nav.pricing' },
  { pathname: '/x/templates', labelKey: 'marketing.nav.templates' },
  { pathname: '/x/sponsors', labelKey: 'marketing.nav.sponsors' },
  { pathname: '/x/premium-themes', labelKey: 'marketing.nav.premiumThemes' },
] as const;
