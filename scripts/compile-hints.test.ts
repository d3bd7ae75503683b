import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, bootChunks, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the magic comment on a line of its own before the code', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}\nlet a=1;`);
  });

  it('leaves a hinted source unchanged', () => {
    const once = withCompileHint('let a=1;');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('bootChunks', () => {
  it('lists the root main files of the build manifest', () => {
    const manifest = JSON.stringify({
      pages: {},
      rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js'],
    });
    expect(bootChunks(manifest)).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
  });

  it('rejects a manifest without them, or naming a file outside the chunks folder', () => {
    expect(() => bootChunks('{}')).toThrow();
    expect(() => bootChunks(JSON.stringify({ rootMainFiles: ['../../etc/passwd'] }))).toThrow();
  });
});

describe('addCompileHints', () => {
  it('marks each boot chunk once and leaves other chunks alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(
      join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/boot.js'] }),
    );
    writeFileSync(join(dist, 'static/chunks/boot.js'), 'boot();');
    writeFileSync(join(dist, 'static/chunks/demo.js'), 'demo();');

    expect(addCompileHints(dist)).toEqual(['static/chunks/boot.js']);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(join(dist, 'static/chunks/boot.js'), 'utf8')).toBe(`${COMPILE_HINT}\nboot();`);
    expect(readFileSync(join(dist, 'static/chunks/demo.js'), 'utf8')).toBe('demo();');
  });
});

describe('a manifest with no boot chunks', () => {
  it('fails instead of marking nothing', () => {
    expect(() => bootChunks(JSON.stringify({ rootMainFiles: [] }))).toThrow();
  });
});
