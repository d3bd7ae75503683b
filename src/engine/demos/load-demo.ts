import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_DIR } from '../content/files';
import { highlightToHtml } from '../markdown/highlight';
import { findDemoFiles, STYLINGS, type DemoFiles, type Styling } from './registry';
import { twinOf } from './twins';
import { FileKeyedCache, FOLLOWS_EDITS } from '../content/freshness';
import { sandboxDependencies } from './dependencies';

/** One file as the page shows it. */
export interface CodeView {
  /** File name shown above the code and used in sandboxes, e.g. `Toolbar.tsx`. */
  fileName: string;
  /** Build-time highlighted HTML (light and dark colours at once). */
  html: string;
  /** Number of lines, to decide whether the panel starts as a short preview. */
  lines: number;
}

/** A demo in one styling: its TypeScript file, the generated JavaScript twin and any stylesheet. */
export interface DemoSource {
  styling: Styling;
  ts: CodeView;
  js: CodeView;
  /** The CSS module of the `css` styling. */
  stylesheet?: CodeView;
  /** Path of the TypeScript file from the repository root, for the "source" link. */
  sourcePath: string;
  /** Exact installed versions of what a sandbox needs to run this variant. */
  dependencies: Record<string, string>;
}

/** What a page needs to show one demo. */
export interface LoadedDemo {
  /** Key in the demo registry: `<pageKey>/<Name>`. */
  id: string;
  name: string;
  /** The system variant first, then Tailwind and CSS where they exist. */
  sources: DemoSource[];
}

let registry: Map<string, DemoFiles> | undefined;
/** Under `next dev`, each page's demos, read again when its demos folder changes. */
const pageDemos = new FileKeyedCache<Map<string, DemoFiles>>();

/** The demos of the page at content key `pageKey` (under `next dev`, as they are now). */
export function demoFilesOf(pageKey: string): Map<string, DemoFiles> {
  if (!FOLLOWS_EDITS) return (registry ??= findDemoFiles());
  const folder = path.join(CONTENT_DIR, pageKey, 'demos');
  let demos = pageDemos.get(pageKey);
  if (!demos) {
    demos = findDemoFiles(CONTENT_DIR, folder);
    pageDemos.set(pageKey, demos, [folder]);
  }
  return demos;
}

async function view(fileName: string, code: string, lang: string): Promise<CodeView> {
  const trimmed = code.trimEnd();
  return { fileName, html: await highlightToHtml(trimmed, lang), lines: trimmed.split('\n').length };
}

async function loadSource(styling: Styling, file: string, cssModule?: string): Promise<DemoSource> {
  const tsCode = await fs.readFile(path.join(CONTENT_DIR, file), 'utf8');
  const jsCode = await twinOf(file, tsCode);
  if (jsCode === undefined) throw new Error(`No JavaScript twin for ${file}: run \`npm run generate\``);
  // Sandboxes name the file after the demo; the styling suffix only tells variants apart here.
  const base = path.basename(file).replace(/(\.tailwind|\.css)?\.tsx$/, '');
  const stylesheet =
    styling === 'css' && cssModule
      ? await view(
          path.basename(cssModule),
          await fs.readFile(path.join(CONTENT_DIR, cssModule), 'utf8'),
          'css',
        )
      : undefined;
  return {
    styling,
    ts: await view(`${base}.tsx`, tsCode, 'tsx'),
    js: await view(`${base}.jsx`, jsCode, 'jsx'),
    stylesheet,
    sourcePath: path.relative(process.cwd(), path.join(CONTENT_DIR, file)),
    dependencies: sandboxDependencies(tsCode, styling),
  };
}

export async function loadDemo(pageKey: string, name: string): Promise<LoadedDemo> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error(`Demo name "${name}" on page ${pageKey} must be PascalCase`);
  }
  const id = `${pageKey}/${name}`;
  const files = demoFilesOf(pageKey).get(id);
  if (!files) {
    const expected = path.relative(process.cwd(), path.join(CONTENT_DIR, pageKey, 'demos', `${name}.tsx`));
    throw new Error(`Unknown demo "${name}" on page ${pageKey}: no file ${expected}`);
  }
  const sources = await Promise.all(
    STYLINGS.flatMap((styling) => {
      const file = files[styling];
      return file ? [loadSource(styling, file, files.cssModule)] : [];
    }),
  );
  return { id, name, sources };
}
