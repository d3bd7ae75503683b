/**
 * Speculation rules for the site's documents (`<script type="speculationrules">`): Chromium
 * prerenders a same-origin docs page when the reader hovers its link (about 200 ms) or presses
 * on it, so the page change shows at once. Page changes are full document loads (no client
 * router), so this is what makes them instant. Other browsers ignore the script.
 */

/** Path patterns (URL Pattern syntax) of the pages worth prerendering: docs, API and blog pages in every language. */
const PRERENDERED = ['/x', '/x/*', '/zh/x', '/zh/x/*', '/blog', '/blog/*'];

/** Paths never prerendered: Markdown twins, images, feeds and other files, the feedback endpoint. */
const EXCLUDED = ['/*.*', '/api/*'];

/** The rules object, serialised into the script as it is. */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { or: PRERENDERED.map((pattern) => ({ href_matches: pattern })) },
          ...EXCLUDED.map((pattern) => ({ not: { href_matches: pattern } })),
          // A link that opens elsewhere or downloads is not a page change.
          { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The script body. */
export const speculationRulesJson = JSON.stringify(SPECULATION_RULES);
