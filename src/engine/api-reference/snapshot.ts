import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ProductChanges } from './changes-types';
import type { SnapshotEntry } from './diff-entry';
import type { PackageInfo } from './packages';
import type { ApiDescriptions, ApiEntry, ApiIndex } from './types';

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/** Installed version of each package, keyed by the name it is installed under. */
export function installedVersions(packages: readonly PackageInfo[], cwd: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const { name } of packages) {
    const manifest = readJson<{ version: string }>(path.join(cwd, 'node_modules', name, 'package.json'));
    if (manifest) versions[name] = manifest.version;
  }
  return versions;
}

/** Every entry of a snapshot folder written by `writeApiFiles`, with its English prose. */
export function readSnapshot(dir: string): SnapshotEntry[] {
  const index = readJson<ApiIndex>(path.join(dir, 'index.json'));
  if (!index) return [];
  return index.entries.map((item) => {
    const base = path.join(dir, item.product, item.kebab);
    return {
      entry: readJson<ApiEntry>(`${base}.json`)!,
      descriptions: readJson<ApiDescriptions>(`${base}.en.json`) ?? {},
    };
  });
}

/**
 * Version of what the extractor picks (bump it when entries are added or reshaped): a snapshot
 * written by an older extractor is read again, so a cached one and a fresh one compare alike.
 * 2: interface pages for every type a prop names, in every product.
 * 4, 5: generic declarations instantiated with their defaults, `@ignore` honoured, classes chosen by theme prefix.
 * 6: classes found through the `classes` prop's type, the fields' `PickersTextField` classes,
 *    renamed mapped props' docs (compared with the official v9 data).
 */
export const SNAPSHOT_FORMAT = 6;

/** Whether a snapshot's `source.json` was written from these versions by this extractor. */
export function isSnapshotCurrent(
  cached: { versions?: Record<string, string>; format?: number } | undefined,
  versions: Record<string, string>,
): boolean {
  return cached?.format === SNAPSHOT_FORMAT && JSON.stringify(cached.versions) === JSON.stringify(versions);
}

/** Replaces `outDir` with one `<product>.json` per product. */
export function writeApiChanges(outDir: string, changes: readonly ProductChanges[]): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const product of changes) {
    fs.writeFileSync(path.join(outDir, `${product.product}.json`), `${JSON.stringify(product, null, 2)}\n`);
  }
}
