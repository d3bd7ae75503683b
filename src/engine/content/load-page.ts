import fs from 'node:fs';
import matter from 'gray-matter';
import { allPagePathnames } from '../nav';
import { playgroundPathnames } from '../playground';
import type { Lang } from '../paths';
import { compileMdx, type CompiledPage } from '../markdown/compile';
import { frontmatterLines } from '../prose-check/check-prose';
import { contentFilesFor, contentKeyFor } from './files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';

/** A page ready to render. */
export interface LoadedPage extends CompiledPage {
  frontmatter: Frontmatter;
  /** Language the content is written in (English when no translation exists). */
  contentLang: Lang;
  /** File the content came from, relative to the repository root. */
  sourcePath: string;
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
  const file = contentFilesFor(key, lang).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`No content file for ${pathname}: expected content/${key}.mdx`);
  const raw = fs.readFileSync(file, 'utf8');
  const { data, content } = matter(raw);
  const frontmatter = parseFrontmatter(data, file);
  const contentLang: Lang = /\.zh\.mdx?$/.test(file) ? 'zh' : 'en';
  const compiled = await compileMdx(content, {
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
  return { ...compiled, frontmatter, contentLang, sourcePath: file.slice(process.cwd().length + 1) };
}
