import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../content/files';
import { demoPageKey } from '../shared/demo-id';
import { demoRegistrySources, GENERATED_HEADER, pageModule, type DemoFiles } from './registry';
import { demoScopesSource } from './scopes';

/**
 * `next dev`'s demo registry, in `generated/dev/` (next.config.ts aliases `@generated/demo-registry`
 * and `@generated/demo-scopes` to it under `next dev`). The bundler compiles everything a route
 * can import, dynamic imports included, so with the production registry the first page of
 * `next dev` compiled every demo of the site and every module they import, for the browser and
 * the server (97 s). Here each page's modules start empty (`npm run generate` writes them, and
 * `npm run dev` empties them again) and are filled when `next dev` first renders the page, so it
 * compiles only the demos of the pages a writer opens.
 */
const GENERATED_DIR = path.join(process.cwd(), 'generated');
export const DEV_BASE = 'dev/';
const COMMAND = 'npm run dev';

const scopesModule = (pageKey: string) => `${DEV_BASE}demo-scopes/${pageKey}.ts`;
const header = (source: string) =>
  source.replace(GENERATED_HEADER('npm run generate'), GENERATED_HEADER(COMMAND));

/** The two index modules and an empty pair of modules per page, keyed relative to generated/. */
export function devRegistrySources(demos: Map<string, DemoFiles>): Map<string, string> {
  const sources = new Map<string, string>();
  const index = `${DEV_BASE}demo-registry.ts`;
  sources.set(index, header(demoRegistrySources(demos, { base: DEV_BASE }).get(index)!));
  const pages = [...new Set([...demos.keys()].map(demoPageKey))];
  sources.set(
    `${DEV_BASE}demo-scopes.ts`,
    [
      GENERATED_HEADER(COMMAND),
      "import type { demoScopes } from '../demo-scopes';",
      '',
      "/** Each page's scope loaders, filled when `next dev` first renders the page. */",
      'const pages: Record<string, () => Promise<{ demoScopes: typeof demoScopes }>> = {',
      ...pages.map((key) => `  ${JSON.stringify(key)}: () => import('./demo-scopes/${key}'),`),
      '};',
      '',
      'export const scopesOfPage = async (pageKey: string): Promise<typeof demoScopes> =>',
      '  Object.hasOwn(pages, pageKey) ? (await pages[pageKey]()).demoScopes : {};',
      '',
    ].join('\n'),
  );
  // What the server sees: demos run in the browser only, so it needs none of them.
  sources.set(
    `${DEV_BASE}demo-registry.server.ts`,
    `${GENERATED_HEADER(COMMAND)}import type { pageDemoLoaders as all } from '../demo-registry';\n\nexport const pageDemoLoaders: typeof all = {};\n`,
  );
  sources.set(
    `${DEV_BASE}demo-scopes.server.ts`,
    `${GENERATED_HEADER(COMMAND)}import type { scopesOfPage as all } from '../demo-scopes';\n\nexport const scopesOfPage: typeof all = async () => ({});\n`,
  );
  for (const key of pages) {
    const toGenerated = '../'.repeat(key.split('/').length + 1);
    const empty = `${GENERATED_HEADER(COMMAND)}// Empty until \`next dev\` renders the page.\n`;
    sources.set(
      pageModule(key, DEV_BASE),
      `${empty}import type { DemoLoaders } from '${toGenerated}demo-registry';\n\nexport const loaders: DemoLoaders = {};\n`,
    );
    sources.set(
      scopesModule(key),
      `${empty}import type { demoScopes as all } from '${toGenerated}demo-scopes';\n\nexport const demoScopes: typeof all = {};\n`,
    );
  }
  return sources;
}

/** Writes `source` to `file` unless it already holds it: each write makes the bundler recompile. */
function writeIfChanged(file: string, source: string): void {
  try {
    if (fs.readFileSync(file, 'utf8') === source) return;
  } catch {
    // Not there yet.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, source);
  fs.renameSync(temporary, file);
}

/**
 * Fills the dev registry's modules of one page with its demos; called under `next dev` before the
 * page is sent, so the browser asks for the filled modules. Without a dev registry, does nothing.
 */
export function fillDevDemoPage(pageKey: string, demos: Map<string, DemoFiles>): void {
  if (demos.size === 0 || !fs.existsSync(path.join(GENERATED_DIR, DEV_BASE, 'demo-registry.ts'))) return;
  // content/ as the generated files see it (`DOCS_CONTENT_DIR` may move it).
  const content = path.relative(GENERATED_DIR, CONTENT_DIR).split(path.sep).join('/');
  const file = pageModule(pageKey, DEV_BASE);
  const loaders = demoRegistrySources(demos, { base: DEV_BASE, content }).get(file);
  if (loaders) writeIfChanged(path.join(GENERATED_DIR, file), header(loaders));
  const toContent = path.posix.relative(path.posix.dirname(scopesModule(pageKey)), content);
  const scopes = demoScopesSource(demos, CONTENT_DIR, toContent);
  writeIfChanged(path.join(GENERATED_DIR, scopesModule(pageKey)), header(scopes));
}
