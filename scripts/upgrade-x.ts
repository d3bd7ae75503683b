/**
 * `npm run upgrade:x -- [version]`: moves every @mui/x-* package to one version. Without a
 * version, the newest one all ten packages have published. Then: npm install, the API history
 * (records the new release), the reference, the prose checker, and the lines of the guides that
 * name something the new release added, deprecated or re-defaulted. Needs the npm registry.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PACKAGES, PRODUCTS } from '../src/engine/api-reference/packages';
import { namesChangedIn, newestSharedVersion, repin } from '../src/engine/api-history/upgrade';
import type { ProductHistory } from '../src/engine/api-history/types';

const cwd = process.cwd();
const names = API_PACKAGES.map((info) => info.name);
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const view = (name: string) =>
  JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' })) as string[];

function readHistories(): ProductHistory[] {
  return PRODUCTS.map((product) => path.join(cwd, 'data', 'api-history', `${product}.json`))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as ProductHistory);
}

function main() {
  let version = process.argv[2];
  if (!version) {
    const published = Object.fromEntries(names.map((name) => [name, view(name)]));
    const shared = newestSharedVersion(published);
    if (!shared) throw new Error('upgrade:x: the packages share no published version');
    version = shared;
    const newest = Object.entries(published).map(([name, list]) => `${name} ${list[list.length - 1]}`);
    console.log(
      `upgrade:x: ${version} is the newest version all ten packages share (newest each: ${newest.join(', ')})`,
    );
  }
  if (!/^(8|9)\.\d+\.\d+$/.test(version))
    throw new Error(`upgrade:x: expected an 8.x or 9.x version such as 9.14.0, got ${version}`);
  const before = new Set(
    readHistories().flatMap((history) => history.releases.map((release) => release.minor)),
  );
  const file = path.join(cwd, 'package.json');
  fs.writeFileSync(file, repin(fs.readFileSync(file, 'utf8'), names, version));
  console.log(`upgrade:x: package.json pins ${names.length} packages to ${version}`);
  run('npm', ['install', '--no-audit', '--no-fund']);
  run('npm', ['run', 'api:history']);
  run('npm', ['run', 'api:build']);
  const after = readHistories();
  const added = new Set(
    after
      .flatMap((history) => history.releases.map((release) => release.minor))
      .filter((minor) => !before.has(minor)),
  );
  const changed = namesChangedIn(after, added);
  let proseFailed = false;
  try {
    run('npm', ['run', 'check:prose']);
  } catch {
    proseFailed = true;
  }
  console.log(
    `upgrade:x: ${added.size ? [...added].join(', ') : 'no new minor'}: ${changed.size} names changed`,
  );
  for (const page of fs.readdirSync(path.join(cwd, 'content'), { recursive: true }) as string[]) {
    if (!page.endsWith('.mdx')) continue;
    const lines = fs.readFileSync(path.join(cwd, 'content', page), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/`([A-Za-z_][\w.]*)`/g)) {
        const what = changed.get(match[1].replace(/^slots\./, ''));
        if (what) console.log(`  content/${page}:${index + 1}: \`${match[1]}\` ${what}`);
      }
    });
  }
  if (proseFailed) process.exitCode = 1;
}

main();
