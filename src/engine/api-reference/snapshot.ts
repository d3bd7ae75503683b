import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { buildApiEntries } from './build';
import type { ProductChanges } from './changes-types';
import type { SnapshotEntry } from './diff-entry';
import type { VersionPairs } from './diff-products';
import { API_PACKAGES, type PackageInfo } from './packages';
import { GENERATED_NOTE, type ApiDescriptions, type ApiEntry, type ApiIndex } from './types';
import { writeApiFiles } from './write';

/** The latest 7.x of each package, installed under an alias (`@mui/x-data-grid-v7`). */
export const V7_PACKAGES: readonly PackageInfo[] = API_PACKAGES.map((info) => ({
  ...info,
  name: `${info.name}-v7`,
}));

/** File recording which package versions a snapshot was read from (its cache key). */
const SOURCE_FILE = 'source.json';

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
 */
export const SNAPSHOT_FORMAT = 5;

/** Whether a snapshot's `source.json` was written from these versions by this extractor. */
export function isSnapshotCurrent(
  cached: { versions?: Record<string, string>; format?: number } | undefined,
  versions: Record<string, string>,
): boolean {
  return cached?.format === SNAPSHOT_FORMAT && JSON.stringify(cached.versions) === JSON.stringify(versions);
}

/**
 * Writes the 7.x snapshot into `outDir` unless it already holds one read from the installed
 * versions (generated/ is cached between builds). Returns whether it extracted.
 */
export function ensureV7Snapshot(cwd: string, outDir: string): boolean {
  const versions = installedVersions(V7_PACKAGES, cwd);
  const cached = readJson<{ versions: Record<string, string>; format?: number }>(
    path.join(outDir, SOURCE_FILE),
  );
  if (isSnapshotCurrent(cached, versions)) return false;
  const { entries } = buildApiEntries({ cwd, packages: V7_PACKAGES, linkDocs: false });
  for (const { entry } of entries) {
    // Import lines name the packages as users install them, not as the aliases installed here.
    entry.imports = entry.imports.map((line) => line.replace(/(@mui\/x-[a-z-]+?)-v7(?=['/])/, '$1'));
  }
  writeApiFiles(outDir, entries);
  fs.writeFileSync(
    path.join(outDir, SOURCE_FILE),
    `${JSON.stringify({ _generated: GENERATED_NOTE, format: SNAPSHOT_FORMAT, versions }, null, 2)}\n`,
  );
  return true;
}

/** Both majors' versions of each package, keyed by the 8.x package name. */
export function versionPairs(cwd: string): VersionPairs {
  const older = installedVersions(V7_PACKAGES, cwd);
  const newer = installedVersions(API_PACKAGES, cwd);
  return Object.fromEntries(
    API_PACKAGES.map(({ name }) => [name, { from: older[`${name}-v7`], to: newer[name] }]),
  );
}

/** Replaces `outDir` with one `<product>.json` per product. */
export function writeApiChanges(outDir: string, changes: readonly ProductChanges[]): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const product of changes) {
    fs.writeFileSync(path.join(outDir, `${product.product}.json`), `${JSON.stringify(product, null, 2)}\n`);
  }
}
