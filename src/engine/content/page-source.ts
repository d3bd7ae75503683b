import 'server-only';
import fs from 'node:fs';
import matter from 'gray-matter';
import type { Lang } from '../shared/paths';
import { contentFilesFor } from './files';
import { mergeTranslation } from './merge-translation';

/** A page's source in one language, as every consumer (page, search, Markdown twin) reads it. */
export interface PageSource {
  /** The file the front matter came from: the translation, or the English page without one. */
  file: string;
  /** That file's text, front matter included. */
  raw: string;
  /** Front matter of `file`, not yet validated. */
  data: Record<string, unknown>;
  /** The body; a translation's completed with the English sections it lacks (merge-translation.ts). */
  content: string;
  /** Language of the file. */
  contentLang: Lang;
  /** For a translation, its English page's body (whose heading ids the translation uses). */
  englishContent?: string;
  /** For a translation, its English page's front matter, not yet validated. */
  englishData?: Record<string, unknown>;
}

/** Reads the page at content key `key` in `lang`; undefined when it has no file at all. */
export function readPageSource(key: string, lang: Lang): PageSource | undefined {
  const file = contentFilesFor(key, lang).find((candidate) => fs.existsSync(candidate));
  if (!file) return undefined;
  const raw = fs.readFileSync(file, 'utf8');
  const { data, content } = matter(raw);
  const translated = /\.[a-z]{2}\.mdx?$/.test(file);
  if (!translated) return { file, raw, data, content, contentLang: 'en' };
  const english = contentFilesFor(key, 'en').find((candidate) => fs.existsSync(candidate));
  if (!english) return { file, raw, data, content, contentLang: lang };
  const { content: englishContent, data: englishData } = matter(fs.readFileSync(english, 'utf8'));
  const merged = mergeTranslation(englishContent, content);
  return { file, raw, data, content: merged, contentLang: lang, englishContent, englishData };
}
