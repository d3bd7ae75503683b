import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES, speculationRulesJson } from './speculation-rules';

/** The `href_matches` patterns of a rule part, as URLPattern pathnames. */
const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(pathname);

describe('speculation rules', () => {
  const rule = SPECULATION_RULES.prerender[0];
  const [included, ...rest] = rule.where.and;
  const excluded = rest.flatMap((part) => ('href_matches' in part.not ? [part.not.href_matches] : []));
  const prerendered = (pathname: string) =>
    included.or.some((part) => matches(part.href_matches, pathname)) &&
    !excluded.some((pattern) => matches(pattern, pathname));

  it('prerenders docs, API, Chinese and blog pages on hover, at moderate eagerness', () => {
    expect(rule.eagerness).toBe('moderate');
    for (const pathname of [
      '/x',
      '/x/introduction',
      '/x/api/data-grid/data-grid',
      '/zh/x/react-charts',
      '/blog/x-v8',
    ]) {
      expect(prerendered(pathname), pathname).toBe(true);
    }
  });

  it('leaves files, twins, the endpoint and other paths alone', () => {
    for (const pathname of [
      '/x/introduction.md',
      '/og/x/introduction.png',
      '/api/feedback',
      '/templates/blog',
      '/',
    ]) {
      expect(prerendered(pathname), pathname).toBe(false);
    }
  });

  it('serialises to valid JSON for the inline script', () => {
    expect(JSON.parse(speculationRulesJson)).toEqual(SPECULATION_RULES);
  });
});
