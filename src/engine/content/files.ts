import path from 'node:path';
import type { Lang } from '../shared/paths';

/**
 * Root of the content tree. `DOCS_CONTENT_DIR` (a folder inside the project) moves it: the dev
 * server's end-to-end test edits a copy of a page there instead of the real one.
 */
export const CONTENT_DIR = path.resolve(process.env.DOCS_CONTENT_DIR || path.join(process.cwd(), 'content'));

/** URL prefix of each content folder; the longest matching prefix wins. */
const FOLDERS: Array<[prefix: string, folder: string]> = [
  ['/x/introduction', 'introduction'],
  ['/x/common-concepts', 'common-concepts'],
  ['/x/guides', 'guides'],
  ['/x/migration', 'migration'],
  ['/x/react-data-grid', 'data-grid'],
  ['/x/react-date-pickers', 'date-pickers'],
  ['/x/react-charts', 'charts'],
  ['/x/react-tree-view', 'tree-view'],
];

/**
 * Where a page's content lives, relative to `content/`, without extension:
 * `/x/react-data-grid` → `data-grid/overview`, `/x/migration-v8` → `migration/migration-v8`,
 * `/x/migration/migration-charts-v7` → `migration/migration-charts-v7`, `/x/whats-new` →
 * `introduction/whats-new`, `/x/production-error` → `introduction/production-error`.
 */
export function contentKeyFor(pathname: string): string {
  if (pathname === '/x/whats-new') return 'introduction/whats-new';
  if (pathname === '/x/production-error') return 'introduction/production-error';
  const migration = /^\/x\/(migration-[a-z0-9-]+)$/.exec(pathname);
  if (migration) return `migration/${migration[1]}`;
  for (const [prefix, folder] of FOLDERS) {
    if (pathname === prefix) return `${folder}/overview`;
    if (pathname.startsWith(`${prefix}/`)) return `${folder}/${pathname.slice(prefix.length + 1)}`;
  }
  throw new Error(`No content folder is known for the page ${pathname}`);
}

/** Candidate files of a page in a language, preferred first. */
export function contentFilesFor(key: string, lang: Lang): string[] {
  const base = path.join(CONTENT_DIR, key);
  const english = [`${base}.mdx`, `${base}.md`];
  return lang === 'en' ? english : [`${base}.${lang}.mdx`, `${base}.${lang}.md`, ...english];
}
