import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../content/files';
import { STYLINGS, type DemoFiles } from './registry';
import { toJsTwin } from './js-twin';
import { FileKeyedCache, FOLLOWS_EDITS } from '../content/freshness';

/** Where `npm run generate` keeps the JavaScript twins: content-relative TS path → JS source. */
export const TWINS_FILE = path.join(process.cwd(), 'generated', 'demo-twins.json');

/** The JavaScript twin of every demo file, in a stable order. */
export async function buildTwins(
  demos: Map<string, DemoFiles>,
  root = CONTENT_DIR,
): Promise<Record<string, string>> {
  const files = [...demos.values()].flatMap((demo) =>
    STYLINGS.flatMap((styling) => (demo[styling] ? [demo[styling]] : [])),
  );
  const twins: Record<string, string> = {};
  for (const file of files.sort()) {
    twins[file] = await toJsTwin(fs.readFileSync(path.join(root, file), 'utf8'), path.basename(file));
  }
  return twins;
}

let cached: Record<string, string> | undefined;

/** The twins written by the last `npm run generate`; the build shows exactly these. */
export function readTwins(): Record<string, string> {
  if (!cached) {
    if (!fs.existsSync(TWINS_FILE)) throw new Error(`${TWINS_FILE} is missing: run \`npm run generate\``);
    cached = JSON.parse(fs.readFileSync(TWINS_FILE, 'utf8')) as Record<string, string>;
  }
  return cached;
}

/** Twins of demos edited since the last `npm run generate`, made on demand under `next dev`. */
const editedTwins = new FileKeyedCache<Promise<string>>();

function modifiedAfter(file: string, reference: string): boolean {
  try {
    return fs.statSync(file).mtimeMs > fs.statSync(reference).mtimeMs;
  } catch {
    return true;
  }
}

/**
 * The JavaScript twin of a demo file (content-relative) whose TypeScript is `tsCode`: the
 * generated one, or under `next dev`, for a file newer than the generated twins, one made now.
 */
export async function twinOf(file: string, tsCode: string): Promise<string | undefined> {
  const absolute = path.join(CONTENT_DIR, file);
  if (!FOLLOWS_EDITS || !modifiedAfter(absolute, TWINS_FILE)) return readTwins()[file];
  let twin = editedTwins.get(file);
  if (!twin) {
    twin = toJsTwin(tsCode, path.basename(file));
    editedTwins.set(file, twin, [absolute]);
  }
  return twin;
}
