import { allPagePathnames } from '../nav';
import { playgroundPathnames } from '../playground';
import type { Lang } from '../shared/paths';
import { API_SECTION_ID } from '../api-reference/api-section';
import { pageApiLinks, type GuideApiLink } from '../api-reference/guide-api-links';
import { createT } from '../shared/i18n/translate';
import { compileMdx, type CompiledPage } from '../markdown/compile';
import type { Anchor } from '../markdown/rehype-headings';
import { frontmatterLines } from '../prose-check/check-prose';
import { contentKeyFor } from './files';
import { readPageSource } from './page-source';
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
const cache = new Map<string, Promise<LoadedPage>>();

/** English heading ids by pathname, kept for the whole build: translations reuse them. */
const englishAnchors = new Map<string, Anchor[]>();

/** Loads, validates and compiles the page at `pathname` in `lang`. */
export function loadPage(pathname: string, lang: Lang): Promise<LoadedPage> {
  const cacheKey = `${lang}:${pathname}`;
  let page = cache.get(cacheKey);
  if (page) {
    // Most recently used last, so the oldest entry is the first one.
    cache.delete(cacheKey);
  } else {
    page = readAndCompile(pathname, lang);
    page.catch(() => cache.delete(cacheKey));
  }
  cache.set(cacheKey, page);
  while (cache.size > RECENT_PAGES) cache.delete(cache.keys().next().value as string);
  return page;
}

async function anchorsOfEnglish(pathname: string): Promise<Anchor[]> {
  return englishAnchors.get(pathname) ?? (await loadPage(pathname, 'en')).anchors;
}

async function readAndCompile(pathname: string, lang: Lang): Promise<LoadedPage> {
  const key = contentKeyFor(pathname);
  const source = readPageSource(key, lang);
  if (!source) throw new Error(`No content file for ${pathname}: expected content/${key}.mdx`);
  const { file, raw, data, content, contentLang } = source;
  const frontmatter = parseFrontmatter(data, file);
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
