import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '../markdown/highlight';
import { TEMPLATES_DIR, getTemplate } from './templates';

/** One source file of a template, as shown on its source page. */
export interface TemplateSourceFile {
  /** Path relative to content/templates/, e.g. `checkout/Checkout.tsx`. */
  path: string;
  code: string;
  /** Shiki HTML with both colour themes. */
  html: string;
}

const SOURCE = /\.(tsx|ts)$/;

/** Local imports (`./x`, `../shared/y`) of a source file, resolved to files that exist. */
function localImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), match[1]);
    const hit = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (hit) found.push(hit);
  }
  return found;
}

/**
 * The files a template needs, entry first: its own folder's sources, then the shared files
 * it imports (followed transitively), so copying them all gives a working component.
 */
export function templateFiles(slug: string, root = TEMPLATES_DIR): string[] {
  const { entry } = getTemplate(slug);
  const entryFile = path.join(root, slug, entry);
  const own = fs
    .readdirSync(path.join(root, slug))
    .filter((name) => SOURCE.test(name) && !name.includes('.test.'))
    .map((name) => path.join(root, slug, name))
    .sort((a, b) => Number(b === entryFile) - Number(a === entryFile) || a.localeCompare(b));
  const seen = new Set(own);
  const queue = [...own];
  while (queue.length) {
    for (const dep of localImports(queue.shift()!)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  const shared = [...seen].filter((file) => !own.includes(file)).sort();
  return [...own, ...shared].map((file) => path.relative(root, file).split(path.sep).join('/'));
}

/** Every file of a template with its highlighted HTML, read at build time. */
export async function loadTemplateSources(slug: string, root = TEMPLATES_DIR): Promise<TemplateSourceFile[]> {
  return Promise.all(
    templateFiles(slug, root).map(async (relative) => {
      const code = fs.readFileSync(path.join(root, relative), 'utf8');
      return {
        path: relative,
        code,
        html: await highlightToHtml(code, relative.endsWith('.tsx') ? 'tsx' : 'ts'),
      };
    }),
  );
}
