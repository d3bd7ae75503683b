import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { localizePath, type Lang } from '../shared/paths';
import { isOfficialUrl, sitePathForOfficialUrl } from '../seo/official-urls';
import { reportProblems, repoPath, suggest, type PageProblem } from '../content/page-problems';

export interface LinkOptions {
  /** Pathnames (without language) that exist on the site. */
  knownPathnames: ReadonlySet<string>;
  /** Language of the page: internal links are rewritten into it. */
  lang: Lang;
  /** Lines before the body (the front matter), so reported lines are the file's. */
  lineOffset?: number;
}

/**
 * Checks every internal link of a page at build time (a dead link or a
 * missing `#anchor` on the same page fails the build, naming the file) and
 * points internal links at the page's language. A link to the official docs
 * (`https://mui.com/x/...`) whose page this site has becomes an internal link.
 */
export function rehypeLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const problems: PageProblem[] = [];
    const headingIds = (file.data.headingIds as Set<string> | undefined) ?? new Set<string>();
    const problem = (node: Element, message: string, suggestion?: string) =>
      problems.push({
        file: repoPath(file.path),
        line: node.position ? node.position.start.line + (options.lineOffset ?? 0) : undefined,
        message,
        suggestion,
      });
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const official = isOfficialUrl(node.properties.href)
        ? sitePathForOfficialUrl(node.properties.href, (pathname) => options.knownPathnames.has(pathname))
        : undefined;
      const href = official ?? node.properties.href;
      if (href.startsWith('#')) {
        if (!headingIds.has(href.slice(1))) {
          const nearest = suggest(href.slice(1), headingIds);
          problem(node, `missing anchor ${href}`, nearest && `#${nearest}`);
        }
        return;
      }
      if (!href.startsWith('/')) {
        if (/^https?:/.test(href)) {
          node.properties.rel = ['noopener', 'noreferrer'];
        }
        return;
      }
      const [target, hash] = href.split('#');
      if (!options.knownPathnames.has(target)) {
        problem(node, `dead link ${href}`, suggest(target, options.knownPathnames));
        return;
      }
      node.properties.href = localizePath(target, options.lang) + (hash ? `#${hash}` : '');
    });
    reportProblems(file.data, `Broken links in ${file.path}`, problems);
  };
}
