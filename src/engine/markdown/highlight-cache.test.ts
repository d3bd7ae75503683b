import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedHighlight, highlightCacheKey, readHighlightCache } from './highlight-cache';

describe('highlight cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-cache-'));
    vi.stubEnv('HIGHLIGHT_CACHE_DIR', dir);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('computes once and serves later calls, from any process, from disk', async () => {
    const compute = vi.fn(async () => '<pre>one</pre>');
    expect(await cachedHighlight(['shiki', 'html', 'tsx', 'const a = 1;'], compute)).toBe('<pre>one</pre>');
    expect(await cachedHighlight(['shiki', 'html', 'tsx', 'const a = 1;'], compute)).toBe('<pre>one</pre>');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(readHighlightCache(highlightCacheKey(['shiki', 'html', 'tsx', 'const a = 1;']))).toBe(
      '<pre>one</pre>',
    );
    // No temporary file is left behind.
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('keys on every input, so other code, language or renderer is a new entry', async () => {
    const keys = new Set(
      [
        ['shiki@1', 'html', 'tsx', 'a'],
        ['shiki@1', 'html', 'tsx', 'b'],
        ['shiki@1', 'html', 'jsx', 'a'],
        ['shiki@1', 'hast', 'tsx', 'a'],
        ['shiki@2', 'html', 'tsx', 'a'],
        // Joining must not make different lists equal.
        ['shiki@1', 'html', 'tsx\0a', ''],
      ].map(highlightCacheKey),
    );
    expect(keys.size).toBe(6);
  });

  it('still answers when the cache cannot be written', async () => {
    // A regular file where the directory should be: nothing can be created below it.
    const file = path.join(dir, 'file');
    fs.writeFileSync(file, '');
    vi.stubEnv('HIGHLIGHT_CACHE_DIR', path.join(file, 'cache'));
    expect(await cachedHighlight(['x'], async () => 'value')).toBe('value');
  });
});
