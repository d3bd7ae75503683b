import { SITE } from '@/config/site';
import { flattenPages, navTree } from '../nav';
import { getPageTitle } from '../i18n/titles';
import { pageSummary } from '../seo/page-summary';
import { loadPageHistory } from '../api-history/load';
import type { Product } from '../api-reference/types';

/** ` Added in 8.14.` for an API page whose component or interface came after the first 8.x release read. */
function addedNote(pathname: string): string {
  const [, , , product, kebab] = pathname.split('/');
  const added = kebab ? loadPageHistory(product as Product, kebab)?.entry.a : undefined;
  return added ? ` Added in ${added}.` : '';
}

/** One line of llms.txt. */
export interface LlmsEntry {
  title: string;
  /** Absolute URL of the page. */
  url: string;
  description: string;
}

/** A section of llms.txt: a product (or the general docs) and its pages. */
export interface LlmsSection {
  title: string;
  pages: LlmsEntry[];
  /** The product's API reference, listed under its own heading. */
  api: LlmsEntry[];
}

/** The sections of llms.txt, in the order of the navigation tree. */
export function llmsSections(): LlmsSection[] {
  return navTree.map((group) => {
    const section: LlmsSection = { title: getPageTitle(group.pathname, 'en'), pages: [], api: [] };
    for (const { page } of flattenPages([group])) {
      const summary = pageSummary(page.pathname);
      const entry = {
        title: summary.title,
        url: `${SITE.origin}${page.pathname}`,
        description: summary.isApi
          ? `${summary.description}${addedNote(page.pathname)}`
          : summary.description,
      };
      (summary.isApi ? section.api : section.pages).push(entry);
    }
    return section;
  });
}

const line = (entry: LlmsEntry) => `- [${entry.title}](${entry.url}): ${entry.description}`;

/** The llms.txt file (https://llmstxt.org): every docs and API page with a one-line description. */
export function llmsTxt(sections: LlmsSection[] = llmsSections()): string {
  const parts = [
    `# ${SITE.name}`,
    '> Documentation of MUI X: the React Data Grid, Date and Time Pickers, Charts and Tree View.',
    'Every page listed below has a Markdown version at its URL plus `.md` (for example ' +
      `${SITE.origin}/x/react-data-grid/editing.md), with the demos' TypeScript code inlined. ` +
      'Chinese pages are under /zh/.',
  ];
  for (const section of sections) {
    if (section.pages.length > 0) parts.push(`## ${section.title}`, section.pages.map(line).join('\n'));
    if (section.api.length > 0) parts.push(`## ${section.title} API`, section.api.map(line).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
