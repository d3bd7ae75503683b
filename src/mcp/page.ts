import { markdownTwin } from '@/engine/markdown-twin/twins';
import { allPagePathnames } from '@/engine/nav';
import type { Lang } from '@/engine/shared/paths';
import { closestMatches, NotFoundError } from './closest';

/** `https://…/zh/x/react-charts/bars.md#x` → `{ pathname: '/x/react-charts/bars', lang: 'zh' }`. */
export function parsePagePath(input: string): { pathname: string; lang: Lang } {
  let text = input
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  text = text.replace(/\.md$/, '').replace(/\/+$/, '') || '/';
  const lang: Lang = /^\/zh(\/|$)/.test(text) ? 'zh' : 'en';
  const pathname = text.replace(/^\/(en|zh)(?=\/)/, '');
  return { pathname: pathname.startsWith('/x') ? pathname : `/x${pathname}`, lang };
}

/** The Markdown twin of a docs, API or API changes page (the page's `.md` URL). */
export function pageMarkdown(input: string): string {
  const { pathname, lang } = parsePagePath(input);
  const pages = allPagePathnames();
  if (!pages.includes(pathname)) throw new NotFoundError('page', input, closestMatches(pathname, pages));
  return markdownTwin(pathname, lang);
}
