import { evaluate } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import { VFile } from 'vfile';
import type { MDXContent } from 'mdx/types';
import type { Lang } from '../shared/paths';
import { rehypeHeadings, type Anchor, type TocEntry } from './rehype-headings';
import { rehypeCode } from './rehype-code';
import { rehypeLinks } from './rehype-links';
import { rehypeInlineCode } from './rehype-inline-code';
import { remarkDemos } from './remark-demos';
import { remarkProseCheck, type ProsePage } from '../prose-check/check-prose';
import { rehypeNewIn } from './rehype-new-in';
import { guideMarks } from '../api-history/guide-marks';
import { createT } from '../shared/i18n/translate';
import type { Product } from '../api-reference/types';
import { PRODUCTS } from '../api-reference/packages';

/** The API product of a page's content key (`data-grid/editing`), if it has one. */
function productOfKey(pageKey: string): Product | undefined {
  const folder = pageKey.split('/')[0];
  return PRODUCTS.find((product) => product === folder);
}
import { throwReportedProblems } from '../content/page-problems';

export interface CompiledPage {
  /** The page body as a component; render it with the site's MDX components. */
  Content: MDXContent;
  /** h2/h3 headings for the table of contents. */
  toc: TocEntry[];
  /** Every h2–h4 heading's id and level, in order. */
  anchors: Anchor[];
}

export interface CompileOptions {
  /** Absolute path of the source file, for error messages. */
  file: string;
  /** Content key of the page (demo lookup). */
  pageKey: string;
  lang: Lang;
  knownPathnames: ReadonlySet<string>;
  /** Front matter the prose checker needs; without it inline code is not checked. */
  prose?: Omit<ProsePage, 'file'>;
  /** Heading ids to reuse (a translation's English page's), see `rehypeHeadings`. */
  headingIds?: readonly Anchor[];
}

/** Compiles a page body on the server; nothing of it ships as client JavaScript. */
export async function compileMdx(source: string, options: CompileOptions): Promise<CompiledPage> {
  const file = new VFile({ value: source, path: options.file });
  const components = options.prose?.components;
  const marks = components?.length ? guideMarks(productOfKey(options.pageKey), components) : undefined;
  const { default: Content } = await evaluate(file, {
    ...runtime,
    development: false,
    remarkPlugins: [
      remarkGfm,
      [remarkProseCheck, { ...options.prose, file: options.file }],
      [remarkDemos, { pageKey: options.pageKey, lineOffset: options.prose?.lineOffset }],
    ],
    rehypePlugins: [
      [rehypeHeadings, { ids: options.headingIds }],
      [
        rehypeNewIn,
        { addedIn: marks?.addedIn, page: marks?.page, label: createT(options.lang)('page.newIn') },
      ],
      [
        rehypeLinks,
        { knownPathnames: options.knownPathnames, lang: options.lang, lineOffset: options.prose?.lineOffset },
      ],
      rehypeCode,
      // Last: headings and the table of contents read the code's text before it is split.
      rehypeInlineCode,
    ],
  });
  // The checks report instead of throwing, so that one compile names every problem of the page.
  throwReportedProblems(file.data);
  return {
    Content,
    toc: (file.data.toc as TocEntry[]) ?? [],
    anchors: (file.data.anchors as Anchor[]) ?? [],
  };
}
