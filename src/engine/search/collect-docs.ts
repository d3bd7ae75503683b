import GithubSlugger from 'github-slugger';
import { followsEnglish } from '../markdown/rehype-headings';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Nodes, Root } from 'mdast';
import { contentKeyFor } from '../content/files';
import { readPageSource } from '../content/page-source';
import type { Lang } from '../shared/paths';
import type { SearchGroup, SearchRecord } from './types';

/** A written page to index, with its place in the navigation tree. */
export interface DocsPageInfo {
  pathname: string;
  /** Sidebar title in the index's language. */
  title: string;
  /** English sidebar title when it differs, so English names also find translated pages. */
  englishTitle?: string;
  /** Label of the product section, e.g. `Tree View`: a query may name the product. */
  groupLabel: string;
  group: SearchGroup;
}

/** Field weight of a page's front matter keywords: below a heading, above body text. */
const KEYWORD_WEIGHT = 16;
/** Longest excerpt source per record; longer sections are cut into pieces of about this size. */
const PIECE_CHARS = 320;

/** Node types whose text is not prose: code, imports, expressions. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml']);

// Plain Markdown parsing is enough for text: JSX tags such as <Demo /> come out as html nodes and
// are skipped, while the Markdown inside a <Callout> block stays prose.
const processor = unified().use(remarkParse).use(remarkGfm);

function textOf(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) {
    const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'link';
    return (node.children as Nodes[]).map(textOf).join(inline ? '' : ' ');
  }
  return '';
}

/** Cuts prose into pieces at sentence ends, each at most about PIECE_CHARS long. */
export function splitPieces(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?。！？]+[.!?。！？]*\s*/g) ?? [clean];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > PIECE_CHARS) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.map((piece) =>
    piece.length > PIECE_CHARS * 1.5 ? `${piece.slice(0, PIECE_CHARS)}…` : piece,
  );
}

interface Section {
  heading: string;
  anchor: string;
  /** 2–4; 0 for the intro. */
  depth: number;
  blocks: string[];
}

/** Sections of a page body: the intro, then one per h2–h4, with the ids the page renders. */
export function sectionsOf(markdown: string): Section[] {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const slugger = new GithubSlugger();
  const sections: Section[] = [{ heading: '', anchor: '', depth: 0, blocks: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2 && node.depth <= 4) {
      const heading = textOf(node).trim();
      sections.push({ heading, anchor: slugger.slug(heading), depth: node.depth, blocks: [] });
    } else if (node.type !== 'heading') {
      sections[sections.length - 1].blocks.push(textOf(node));
    }
  }
  return sections;
}

/** Records of one written page in `lang` (English content when it has no translation). */
export function collectDocsPage(page: DocsPageInfo, lang: Lang): SearchRecord[] {
  const source = readPageSource(contentKeyFor(page.pathname), lang);
  if (!source) throw new Error(`search: no content file for ${page.pathname}`);
  const { data, content, englishContent } = source;
  const description = typeof data.description === 'string' ? data.description : '';
  // The front matter title often names the product too ("Charts - Pie").
  const context = `${typeof data.title === 'string' ? data.title : ''} ${page.groupLabel}`;
  // Readers' words for the page's subject (front matter `keywords`), matched on the page's own record;
  // a translation without its own takes the English page's, as English words reach translated pages.
  const keywordsOf = (fields: Record<string, unknown>) =>
    Array.isArray(fields.keywords) ? fields.keywords.join(' ') : '';
  const keywords = keywordsOf(data) || keywordsOf(source.englishData ?? {});
  const records: SearchRecord[] = [];
  const sections = sectionsOf(content);
  if (englishContent !== undefined) {
    // A translation renders its English page's heading ids where its headings follow the English ones.
    const anchors = sectionsOf(englishContent)
      .slice(1)
      .map((section) => ({ id: section.anchor, depth: section.depth }));
    const own = sections.slice(1);
    if (
      followsEnglish(
        own.map((section) => section.depth),
        anchors,
      )
    ) {
      own.forEach((section, index) => (section.anchor = anchors[index].id));
    }
  }
  sections.forEach((section, index) => {
    const isTop = index === 0;
    const pieces = splitPieces([isTop ? description : '', ...section.blocks].join(' '));
    if (pieces.length === 0) pieces.push(isTop ? page.title : section.heading);
    for (const text of pieces) {
      records.push({
        pathname: page.pathname,
        anchor: section.anchor,
        title: page.title,
        heading: section.heading,
        text,
        kind: isTop ? 'page' : 'section',
        group: page.group,
        exactNames: isTop ? [page.title, ...(page.englishTitle ? [page.englishTitle] : [])] : [],
        nearNames: isTop ? [] : [section.heading],
        boost: isTop ? 7 : 6,
        // A page whose title names the query outranks another page's section that happens to
        // name every query word in its heading ("filtered rows": Filtering, not a lazy-loading
        // section on sorting and filtering rows).
        fields: [
          [`${page.title} ${page.englishTitle ?? ''}`, isTop ? 40 : 8],
          [section.heading, 18],
          [context, isTop ? 10 : 5],
          [isTop ? keywords : '', KEYWORD_WEIGHT],
          [text, 3],
        ],
      });
    }
  });
  return records;
}
