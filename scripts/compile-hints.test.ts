import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  assertHintsVerifiedNext,
  bootChunks,
  missingBootChunks,
  withCompileHint,
} from './compile-hints';
import { VERIFIED_NEXT_VERSION } from './postbuild-checks';

const BOOT_TAG = '<script src="/_next/static/chunks/boot.js" async=""></script>';

/** A build folder with one boot chunk, one other chunk and the given prerendered pages. */
function buildDir(pages: Record<string, string>, chunks = ['boot.js', 'demo.js']): string {
  const dist = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(dist, 'static/chunks'), { recursive: true });
  writeFileSync(
    join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/boot.js'] }),
  );
  for (const chunk of chunks) writeFileSync(join(dist, 'static/chunks', chunk), `${chunk}();`);
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(join(dist, 'server/app', name, '..'), { recursive: true });
    writeFileSync(join(dist, 'server/app', name), html);
  }
  return dist;
}

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

describe('missingBootChunks', () => {
  it('finds a boot chunk in a script tag or in the boot-after-paint loader, not in the RSC payload', () => {
    const chunks = ['static/chunks/boot.js'];
    expect(missingBootChunks(`<head>${BOOT_TAG}</head>`, chunks)).toEqual([]);
    expect(missingBootChunks('<script>var u=["/_next/static/chunks/boot.js"]</script>', chunks)).toEqual([]);
    const payloadOnly = '<script>self.__next_f.push([1,"[\\"/_next/static/chunks/boot.js\\"]"])</script>';
    expect(missingBootChunks(payloadOnly, chunks)).toEqual(chunks);
  });
});

describe('addCompileHints', () => {
  it('marks every chunk once: boot chunks, page chunks and chunks loaded later', () => {
    const dist = buildDir({ 'en/page.html': `<html><head>${BOOT_TAG}</head></html>` }, [
      'boot.js',
      'demo.js',
    ]);
    writeFileSync(join(dist, 'static/chunks/page.css'), 'p{}');

    expect(addCompileHints(dist)).toEqual(['static/chunks/boot.js', 'static/chunks/demo.js']);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(join(dist, 'static/chunks/boot.js'), 'utf8')).toBe(`${COMPILE_HINT}\nboot.js();`);
    expect(readFileSync(join(dist, 'static/chunks/demo.js'), 'utf8')).toBe(`${COMPILE_HINT}\ndemo.js();`);
    expect(readFileSync(join(dist, 'static/chunks/page.css'), 'utf8')).toBe('p{}');
  });
});

describe('failing loudly', () => {
  it('fails instead of marking nothing when the manifest names no boot chunk', () => {
    expect(() => bootChunks(JSON.stringify({ rootMainFiles: [] }))).toThrow();
  });

  it('refuses a Next.js version the manifest field was not checked against', () => {
    expect(() => assertHintsVerifiedNext(VERIFIED_NEXT_VERSION)).not.toThrow();
    expect(() => assertHintsVerifiedNext('17.0.0')).toThrow(
      /^compile-hints: checked against Next.js 16\.4\.6, installed 17\.0\.0\. Check that build-manifest\.json/,
    );
  });

  it('names a boot chunk the manifest lists but the build lacks', () => {
    const dist = buildDir({ 'en/page.html': `<head>${BOOT_TAG}</head>` }, ['demo.js']);
    expect(() => addCompileHints(dist)).toThrow(
      /static\/chunks\/boot\.js: boot chunk named by build-manifest\.json is missing/,
    );
  });

  it('names each prerendered page that does not load a boot chunk, and changes nothing', () => {
    const dist = buildDir({
      'en/ok.html': `<head>${BOOT_TAG}</head>`,
      'en/odd.html': '<head><script src="/_next/static/chunks/other.js" async=""></script></head>',
    });
    expect(() => addCompileHints(dist)).toThrow(
      /^compile-hints: 1 problem\(s\)\n.*en\/odd\.html: does not load boot chunk \/_next\/static\/chunks\/boot\.js$/,
    );
    expect(readFileSync(join(dist, 'static/chunks/boot.js'), 'utf8')).toBe('boot.js();');
  });

  it('fails when the build has no prerendered page to check', () => {
    expect(() => addCompileHints(buildDir({}))).toThrow(/^compile-hints: no prerendered \.html page under /);
  });
});
