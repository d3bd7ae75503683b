import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_DIR } from '../content/files';
import { highlightToHtml } from '../markdown/highlight';

/** What a page needs to show one demo. */
export interface LoadedDemo {
  /** Key in the demo registry: `<pageKey>/<Name>`. */
  id: string;
  /** The TypeScript source, exactly the file that runs. */
  tsCode: string;
  /** The same, highlighted at build time. */
  tsHtml: string;
  /** Path of the file from the repository root, for the "source" link. */
  sourcePath: string;
}

/** The file of demo `name` of the page `pageKey`. */
export function demoFile(pageKey: string, name: string): string {
  return path.join(CONTENT_DIR, pageKey, 'demos', `${name}.tsx`);
}

export async function loadDemo(pageKey: string, name: string): Promise<LoadedDemo> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error(`Demo name "${name}" on page ${pageKey} must be PascalCase`);
  }
  const file = demoFile(pageKey, name);
  let tsCode: string;
  try {
    tsCode = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(
      `Unknown demo "${name}" on page ${pageKey}: no file ${path.relative(process.cwd(), file)}`,
    );
  }
  return {
    id: `${pageKey}/${name}`,
    tsCode,
    tsHtml: await highlightToHtml(tsCode.trimEnd(), 'tsx'),
    sourcePath: path.relative(process.cwd(), file),
  };
}
