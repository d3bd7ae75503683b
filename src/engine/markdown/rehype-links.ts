import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { localizePath, type Lang } from '../shared/paths';
import { isOfficialUrl, sitePathForOfficialUrl } from '../seo/official-urls';

export interface LinkOptions {
  /** Pathnames (without language) that exist on the site. */
  knownPathnames: ReadonlySet<string>;
  /** Language of the page: internal links are rewritten into it. */
  lang: Lang;
}

/**
 * Checks every internal link of a page at build time (a dead link or a
 * missing `#anchor` on the same page fails the build, naming the file) and
 * points internal links at the page's language. A link to the official docs
 * (`https://mui.com/x/...`) whose page this site has becomes an internal link.
 */
export function rehypeLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const problems: string[] = [];
    const headingIds = (file.data.headingIds as Set<string> | undefined) ?? new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const official = isOfficialUrl(node.properties.href)
        ? sitePathForOfficialUrl(node.properties.href, (pathname) => options.knownPathnames.has(pathname))
        : undefined;
      const href = official ?? node.properties.href;
      if (href.startsWith('#')) {
        if (!headingIds.has(href.slice(1))) problems.push(`missing anchor ${href}`);
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
        problems.push(`dead link ${href}`);
        return;
      }
      node.properties.href = localizePath(target, options.lang) + (hash ? `#${hash}` : '');
    });
    if (problems.length > 0) {
      throw new Error(`Broken links in ${file.path}:\n  - ${problems.join('\n  - ')}`);
    }
  };
}
