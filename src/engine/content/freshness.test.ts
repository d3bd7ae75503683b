import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
const file = path.join(dir, 'page.mdx');

/** The module as `next dev` (or the build) loads it: the mode is read once, at import. */
async function load(nodeEnv: string) {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', nodeEnv);
  return import('./freshness');
}

function touch(target: string, at: number) {
  fs.utimesSync(target, at, at);
}

afterEach(() => vi.unstubAllEnvs());

describe('values computed from files', () => {
  it('under next dev, drops a value once one of its files changes, appears or disappears', async () => {
    const { FileKeyedCache } = await load('development');
    fs.writeFileSync(file, 'one');
    touch(file, 1000);
    const cache = new FileKeyedCache<string>();
    cache.set('page', 'compiled', [file, path.join(dir, 'demos')]);
    expect(cache.get('page')).toBe('compiled');
    touch(file, 2000);
    expect(cache.get('page')).toBeUndefined();
    cache.set('page', 'again', [file, path.join(dir, 'demos')]);
    fs.mkdirSync(path.join(dir, 'demos'));
    expect(cache.get('page')).toBeUndefined();
  });

  it('sees an edit to a file inside a folder it depends on', async () => {
    const { filesStamp } = await load('development');
    const demo = path.join(dir, 'demos', 'Basic.tsx');
    fs.mkdirSync(path.dirname(demo), { recursive: true });
    fs.writeFileSync(demo, 'a');
    touch(demo, 1000);
    const before = filesStamp([path.dirname(demo)]);
    touch(demo, 3000);
    expect(filesStamp([path.dirname(demo)])).not.toBe(before);
  });

  it('in production, keeps a value whatever happens to its files', async () => {
    const { fileMemo } = await load('production');
    fs.writeFileSync(file, 'one');
    const read = fileMemo(
      () => [file],
      () => fs.readFileSync(file, 'utf8'),
    );
    expect(read()).toBe('one');
    fs.writeFileSync(file, 'two');
    touch(file, 5000);
    expect(read()).toBe('one');
  });
});
