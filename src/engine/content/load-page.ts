import { allPagePathnames } from '../nav';
import { playgroundPathnames } from '../playground';
import type { Lang } from '../paths';
import { API_SECTION_ID } from '../api-reference/api-section';
import { pageApiLinks, type GuideApiLink } from '../api-reference/guide-api-links';
import { createT } from '../i18n/translate';
import { compileMdx, type CompiledPage } from '../markdown/compile';
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

const cache = new Map<string, Promise<LoadedPage>>();

/** Loads, validates and compiles the page at `pathname` in `lang`, once per build. */
export function loadPage(pathname: string, lang: Lang): Promise<LoadedPage> {
  const cacheKey = `${lang}:${pathname}`;
  let page = cache.get(cacheKey);
  if (!page) {
    page = readAndCompile(pathname, lang);
    cache.set(cacheKey, page);
  }
  return page;
}

async function readAndCompile(pathname: string, lang: Lang): Promise<LoadedPage> {
  const key = contentKeyFor(pathname);
  const source = readPageSource(key, lang);
  if (!source) throw new Error(`No content file for ${pathname}: expected content/${key}.mdx`);
  const { file, raw, data, content, contentLang } = source;
  const frontmatter = parseFrontmatter(data, file);
  // A translation keeps its English page's anchors, so links into it work in every language.
  const english = contentLang === 'en' ? undefined : await loadPage(pathname, 'en');
  const compiled = await compileMdx(content, {
    headingIds: english?.anchors,
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
