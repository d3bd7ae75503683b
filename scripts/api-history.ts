/**
 * `npm run api:history`: the API of every 8.x and 9.x minor, read from the published packages, folded
 * into data/api-history/<product>.json ("Added in 8.N" and friends). Needs the npm registry.
 *
 * Each minor's packages (the latest patch of that minor, or the package's previous release when
 * it published nothing) are installed into a temporary folder and read by the same extractor as
 * the reference. The last release's snapshot is committed beside the history, so a later run only
 * extracts the minors after it; `--full` starts again from 8.0. Snapshots are also cached in
 * node_modules/.cache/api-history/ between runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApiEntries } from '../src/engine/api-reference/build';
import { API_PACKAGES, PRODUCTS } from '../src/engine/api-reference/packages';
import type { Product } from '../src/engine/api-reference/types';
import { foldRelease, HISTORY_NOTE } from '../src/engine/api-history/fold';
import { minorOf, releaseSets } from '../src/engine/api-history/releases';
import { snapshotRelease } from '../src/engine/api-history/snapshot';
import type { Minor, ProductHistory, ReleaseSnapshot } from '../src/engine/api-history/types';

const cwd = process.cwd();
const OUT = path.join(cwd, 'data', 'api-history');
const CACHE = path.join(cwd, 'node_modules', '.cache', 'api-history');
const WORK = path.join(os.tmpdir(), 'mui-x-api-history');
/** Installed alongside each release so its declarations resolve as in this project. */
const PEERS = ['react', 'react-dom', '@types/react', '@types/react-dom', '@mui/material', '@mui/system'];
const PEERS_OPTIONAL = ['@emotion/react', '@emotion/styled', 'dayjs', 'date-fns', 'luxon', 'moment'];

const full = process.argv.includes('--full');
/** Bump when what a snapshot holds or how a release is installed changes: cached snapshots are read again. */
const SNAPSHOT_FORMAT = 3;

// Grid releases before 8.27 require their `index.css` from JavaScript; Node cannot load CSS, and the
// class name objects (read from the runtime) would be missing. The styles do not matter here.
(Module as unknown as { _extensions: Record<string, (module: { exports: unknown }) => void> })._extensions[
  '.css'
] = (module) => {
  module.exports = {};
};
const readJson = <T>(file: string): T | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
const installedVersion = (name: string, root = cwd) =>
  readJson<{ version: string }>(path.join(root, 'node_modules', name, 'package.json'))?.version;

function published(name: string): string[] {
  return JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }),
  ) as string[];
}

function extract(minor: Minor, versions: Record<string, string>): ReleaseSnapshot {
  const cacheFile = path.join(CACHE, `${minor}.json`);
  const cached = readJson<ReleaseSnapshot>(cacheFile);
  if (cached?.format === SNAPSHOT_FORMAT && JSON.stringify(cached.versions) === JSON.stringify(versions)) {
    return cached;
  }
  const dir = path.join(WORK, minor);
  const dependencies: Record<string, string> = { ...versions };
  for (const peer of [...PEERS, ...PEERS_OPTIONAL]) {
    const version = installedVersion(peer);
    if (version) dependencies[peer] = version;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // A Pro package that published nothing this minor keeps its own copy of the community package
  // (nested, at its own version), as a user of it would; see foldRelease for what that means.
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2));
  const started = performance.now();
  execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps'], {
    cwd: dir,
    stdio: 'ignore',
  });
  const packages = API_PACKAGES.filter((info) => versions[info.name]);
  const { entries } = buildApiEntries({ cwd: dir, packages, linkDocs: false });
  const snapshot = {
    ...snapshotRelease(
      minor,
      versions,
      entries.map((built) => built.entry),
    ),
    format: SNAPSHOT_FORMAT,
  };
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify(snapshot));
  fs.rmSync(dir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`api:history: ${minor} read (${Object.keys(snapshot.entries).length} entries, ${seconds} s)`);
  return snapshot;
}

function main() {
  const lastMinor = minorOf(installedVersion('@mui/x-data-grid')!);
  const sets = releaseSets(
    Object.fromEntries(API_PACKAGES.map(({ name }) => [name, published(name)])),
    lastMinor,
  );
  // The last minor is the one this site documents: its installed versions, not newer patches
  // (the community grid and pickers publish patches their Pro packages do not have).
  const last = sets[sets.length - 1];
  for (const { name } of API_PACKAGES) {
    const installed = installedVersion(name);
    if (installed && minorOf(installed) === last.minor) last.versions[name] = installed;
  }
  const histories = new Map<Product, ProductHistory>();
  let previous = full ? undefined : readJson<ReleaseSnapshot>(path.join(OUT, 'last-release.json'));
  if (previous) {
    for (const product of PRODUCTS) {
      const history = readJson<ProductHistory>(path.join(OUT, `${product}.json`));
      if (history) histories.set(product, history);
    }
  }
  const start = previous ? sets.findIndex((set) => set.minor === previous!.minor) + 1 : 0;
  if (previous && start === 0) throw new Error(`api:history: ${previous.minor} is not a published minor`);
  const todo = sets.slice(start);
  console.log(
    todo.length
      ? `api:history: reading ${todo.map((set) => set.minor).join(', ')}`
      : `api:history: up to date at ${previous?.minor}`,
  );
  for (const set of todo) {
    const next = extract(set.minor, set.versions);
    foldRelease(histories, previous, next);
    previous = next;
  }
  if (!todo.length) return;
  fs.mkdirSync(OUT, { recursive: true });
  for (const [product, history] of histories) {
    fs.writeFileSync(path.join(OUT, `${product}.json`), `${JSON.stringify(history, null, 1)}\n`);
  }
  fs.writeFileSync(
    path.join(OUT, 'last-release.json'),
    `${JSON.stringify({ _generated: HISTORY_NOTE, ...previous })}\n`,
  );
  for (const [product, history] of histories) {
    console.log(`api:history: ${product}: ${Object.keys(history.entries).length} pages with marks`);
  }
}

main();
