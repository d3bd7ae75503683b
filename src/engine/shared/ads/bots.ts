/**
 * Crawlers that get no ad: named search, social and SEO crawlers, plus the
 * generic words crawlers put in their user agents. Headless Chrome is left
 * out on purpose: real tools (and the site's own tests) use it to render pages.
 */
export const BOT_USER_AGENT_TOKENS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandex',
  'sogou',
  'exabot',
  'facebookexternalhit',
  'facebot',
  'ia_archiver',
  'twitterbot',
  'linkedinbot',
  'applebot',
  'petalbot',
  'semrushbot',
  'ahrefsbot',
  'mj12bot',
  'dotbot',
  'bot',
  'crawler',
  'crawling',
  'spider',
] as const;

/** True for a user agent of a known crawler. */
export function isBot(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  const agent = userAgent.toLowerCase();
  return BOT_USER_AGENT_TOKENS.some((token) => agent.includes(token));
}
