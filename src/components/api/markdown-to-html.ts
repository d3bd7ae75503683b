import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/**
 * Renders a JSDoc description on the server. Raw HTML in the source is
 * dropped by remark-rehype (no allowDangerousHtml), so the output is safe
 * to inject.
 */
export function markdownToHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(tree);
}
