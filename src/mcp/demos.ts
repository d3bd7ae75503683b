import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '@/config/site';
import { CONTENT_DIR } from '@/engine/content/files';
import { findDemoFiles } from '@/engine/demos/registry';
import { allPagePathnames } from '@/engine/nav';
import { contentKeyFor } from '@/engine/content/files';

/** Content key (`data-grid/editing`) → page pathname, for the pages of the navigation tree. */
function pagesByKey(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const pathname of allPagePathnames()) {
    try {
      pages.set(contentKeyFor(pathname), pathname);
    } catch {
      // API and generated pages have no content folder.
    }
  }
  return pages;
}

/** Whether a demo's source renders `<Name` or imports `Name`. */
function uses(source: string, component: string): boolean {
  const name = component.replace(/[$]/g, '\\$');
  return new RegExp(
    `<${name}[\\s/>]|import\\s+(type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s+from\\s+'@mui/x-`,
  ).test(source);
}

/** Demos whose TypeScript source uses `component`, with that source and the page showing them. */
export function listDemos(component: string, limit = 20) {
  const pages = pagesByKey();
  const demos = [];
  for (const [id, files] of findDemoFiles()) {
    const source = fs.readFileSync(path.join(CONTENT_DIR, files.system), 'utf8');
    if (!uses(source, component)) continue;
    const pageKey = id.slice(0, id.lastIndexOf('/'));
    const pathname = pages.get(pageKey);
    demos.push({
      name: id.slice(id.lastIndexOf('/') + 1),
      file: `content/${files.system}`,
      page: pathname ? `${SITE.origin}${pathname}` : undefined,
      source,
    });
  }
  demos.sort((a, b) => a.file.localeCompare(b.file));
  return { component, total: demos.length, demos: demos.slice(0, limit) };
}
