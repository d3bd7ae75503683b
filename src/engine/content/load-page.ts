import path from 'node:path';
import { allPagePathnames } from '../nav';
import { playgroundPathnames } from '../playground';
import type { Lang } from '../shared/paths';
import { API_SECTION_ID } from '../api-reference/api-section';
import { pageApiLinks, type GuideApiLink } from '../api-reference/guide-api-links';
import { createT } from '../shared/i18n/translate';
import { compileMdx, type CompiledPage } from '../markdown/compile';
import type { Anchor } from '../markdown/rehype-headings';
import { frontmatterLines } from '../prose-check/check-prose';
import { CONTENT_DIR, contentFilesFor, contentKeyFor } from './files';
import { FileKeyedCache, filesStamp, FOLLOWS_EDITS } from './freshness';
import { isPageProblemsError, type PageProblem } from './page-problems';
import { readPageSource } from './page-source';
import { demoFilesOf } from '../demos/load-demo';
import { fillDevDemoPage } from '../demos/dev-registry';
import { parseFrontmatter, type Frontmatter } from './frontmatter';

/** A page ready to render. */
export interface LoadedPage extends CompiledPage {
  frontmatter: Frontmatter;
  /** Language the content is written in (English when no translation exists). */
  contentLang: Lang;
  /** File the content came from, relative to the repository root. */
  sourcePath: string;
  /** API pages of the front matter's components, rendered after the body (last TOC entry). */
  apiLinks: GuideApiLink[];
}

/** Every page links may point at: the tree (API pages included) and the playgrounds. Built once per build. */
let knownPathnames: Set<string> | undefined;

/**
 * The last pages compiled: a route asks for its page twice in a row (metadata, then body).
 * Only a few are kept: a prerender worker renders hundreds of pages, and keeping every compiled
 * page (its highlighted demo code included) made the docs worker hold over a gigabyte.
 */
const RECENT_PAGES = 8;
const cache = new FileKeyedCache<Promise<LoadedPage>>();

/** English heading ids by pathname, kept for the whole build: translations reuse them. */
const englishAnchors = new Map<string, Anchor[]>();

/**
 * The files a compiled page depends on: its source in every language it may come from, its
 * demos (the folder's entries), and the generated data the compile reads (JavaScript twins, API
 * names). Under `next dev` an edit to any of them compiles the page again (freshness.ts).
 */
export function pageDependencies(pathname: string, lang: Lang): string[] {
  const key = contentKeyFor(pathname);
  const generated = path.join(process.cwd(), 'generated');
  return [
    ...new Set([...contentFilesFor(key, lang), ...contentFilesFor(key, 'en')]),
    path.join(CONTENT_DIR, key, 'demos'),
    path.join(generated, 'demo-twins.json'),
    path.join(generated, 'api', 'index.json'),
  ];
}

/** Loads, validates and compiles the page at `pathname` in `lang`. */
export function loadPage(pathname: string, lang: Lang): Promise<LoadedPage> {
  const cacheKey = `${lang}:${pathname}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  // Stamped before reading: an edit saved during the compile makes the next request compile again.
  const files = FOLLOWS_EDITS ? pageDependencies(pathname, lang) : [];
  const stamp = FOLLOWS_EDITS ? filesStamp(files) : '';
  const page = readAndCompile(pathname, lang);
  page.catch(() => cache.delete(cacheKey));
  cache.set(cacheKey, page, files, stamp);
  while (cache.size > RECENT_PAGES) cache.delete(cache.keys().next().value as string);
  return page;
}

/**
 * The page, or under `next dev`, the problems the build's checks found in it (front matter, demo
 * names, links, API names in prose), for the route to show in its place. The build throws them.
 */
export async function loadPageOrProblems(
  pathname: string,
  lang: Lang,
): Promise<{ page: LoadedPage; problems?: undefined } | { page?: undefined; problems: PageProblem[] }> {
  try {
    return { page: await loadPage(pathname, lang) };
  } catch (error) {
    if (FOLLOWS_EDITS && isPageProblemsError(error)) return { problems: error.problems };
    throw error;
  }
}

async function anchorsOfEnglish(pathname: string): Promise<Anchor[]> {
  // Under `next dev` the English page may have changed: ask the page cache, which knows.
  return (!FOLLOWS_EDITS && englishAnchors.get(pathname)) || (await loadPage(pathname, 'en')).anchors;
}

async function readAndCompile(pathname: string, lang: Lang): Promise<LoadedPage> {
  const key = contentKeyFor(pathname);
  const source = readPageSource(key, lang);
  if (!source) throw new Error(`No content file for ${pathname}: expected content/${key}.mdx`);
  const { file, raw, data, content, contentLang } = source;
  const frontmatter = parseFrontmatter(data, file, raw);
  // A translation keeps its English page's anchors, so links into it work in every language.
  const headingIds = contentLang === 'en' ? undefined : await anchorsOfEnglish(pathname);
  const compiled = await compileMdx(content, {
    headingIds,
    file,
    pageKey: key,
    lang,
    knownPathnames: (knownPathnames ??= new Set([...allPagePathnames(), ...playgroundPathnames()])),
    prose: {
      components: frontmatter.components,
      plan: frontmatter.plan,
      lineOffset: frontmatterLines(raw, content),
    },
  });
  if (contentLang === 'en' && lang === 'en') englishAnchors.set(pathname, compiled.anchors);
  // Under `next dev`, the page's demos become loadable (and compiled) now, before it is sent.
  if (FOLLOWS_EDITS) fillDevDemoPage(key, demoFilesOf(key));
  const apiLinks = pageApiLinks({ components: frontmatter.components, body: content }, { lang, pathname });
  const toc = apiLinks.length
    ? [...compiled.toc, { id: API_SECTION_ID, text: createT(lang)('page.api'), depth: 2 as const }]
    : compiled.toc;
  return {
    ...compiled,
    toc,
    frontmatter,
    contentLang,
    sourcePath: file.slice(process.cwd().length + 1),
    apiLinks,
  };
}
