/**
 * `npm run api:snapshots [v7|v8…]`: the API of the last release of an earlier major, read from the
 * published packages into data/api-snapshots/<major>.json (committed; the API changes pages compare
 * with it, so `npm run build` needs no network). Needs the npm registry.
 *
 * Each package's newest release of that major is installed into a temporary folder, beside the
 * Material UI and React versions that major was documented with, and read by the reference's own
 * extractor.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApiEntries } from '../src/engine/api-reference/build';
import {
  snapshotFile,
  SNAPSHOTS_NOTE,
  type MajorSnapshot,
  type SnapshotMajor,
} from '../src/engine/api-reference/major-snapshots';
import { API_PACKAGES } from '../src/engine/api-reference/packages';
import { classesObjects, rootExports } from '../src/engine/api-reference/package-surface';
import { SNAPSHOT_FORMAT } from '../src/engine/api-reference/snapshot';
import { installedVersion, installInto, SHARED_PEERS, V8_VERSION } from './lib/mui-x-v8-install';

// Some grid releases require their `index.css` from JavaScript; Node cannot load CSS, and the
// classes objects are read from the runtime. The styles do not matter here.
(Module as unknown as { _extensions: Record<string, (module: { exports: unknown }) => void> })._extensions[
  '.css'
] = (module) => {
  module.exports = {};
};

/** The peers each major is read with: the Material UI line its docs used. */
const PEERS: Record<SnapshotMajor, Record<string, string>> = {
  v7: { '@mui/material': '7.3.11', '@mui/system': '7.3.11' },
  v8: { '@mui/material': '7.3.11', '@mui/system': '7.3.11' },
};
/**
 * A major read at one release instead of each package's newest: v8 at 8.29.3, the release this site
 * documented before v9 and the history's 8.29 (the community grid and pickers went on to 8.29.5;
 * `@mui/x-charts-premium`, which has no 8.29.x, was not part of the v8 docs and is left out).
 */
const PINNED: Partial<Record<SnapshotMajor, string>> = { v8: V8_VERSION };
const ADAPTERS = ['dayjs', 'date-fns', 'luxon', 'moment'];

const cwd = process.cwd();
const installed = (name: string) => installedVersion(cwd, name);

/** Every version of a package the registry serves. */
function published(name: string): string[] {
  return JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }),
  ) as string[];
}

/** The newest stable release of `major` a package has published, if any. */
function newestOf(versions: readonly string[], major: number): string | undefined {
  const key = (version: string) => version.split('.').map(Number);
  return versions
    .filter((version) => new RegExp(`^${major}\\.\\d+\\.\\d+$`).test(version))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[1] - y[1] || x[2] - y[2];
    })
    .pop();
}

function snapshot(major: SnapshotMajor): void {
  const number = Number(major.slice(1));
  const versions: Record<string, string> = {};
  for (const { name } of API_PACKAGES) {
    const available = published(name);
    const pinned = PINNED[major];
    const version = pinned ? (available.includes(pinned) ? pinned : undefined) : newestOf(available, number);
    if (version) versions[name] = version;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mui-x-api-${major}-`));
  const dependencies: Record<string, string> = { ...versions, ...PEERS[major] };
  for (const peer of [...SHARED_PEERS, ...ADAPTERS]) dependencies[peer] ??= installed(peer);
  const started = performance.now();
  installInto(dir, dependencies);
  const packages = API_PACKAGES.filter((info) => versions[info.name]);
  const { entries } = buildApiEntries({ cwd: dir, packages, linkDocs: false });
  const names = packages.map((info) => info.name);
  const file: MajorSnapshot = {
    _generated: SNAPSHOTS_NOTE,
    format: SNAPSHOT_FORMAT,
    major,
    versions,
    entries: entries.map(({ entry, descriptions }) => ({ entry, descriptions })),
    exports: rootExports(dir, names),
    classes: Object.fromEntries(names.map((name) => [name, classesObjects(dir, name)])),
  };
  fs.mkdirSync(path.dirname(snapshotFile(cwd, major)), { recursive: true });
  fs.writeFileSync(snapshotFile(cwd, major), `${JSON.stringify(file)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `api:snapshots: ${major} (${Object.values(versions).join(', ')}): ${entries.length} entries, ${seconds} s`,
  );
}

const asked = process.argv.slice(2).filter((arg): arg is SnapshotMajor => arg === 'v7' || arg === 'v8');
for (const major of asked.length ? asked : (['v7', 'v8'] as const)) snapshot(major);
