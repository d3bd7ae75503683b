import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOT_MARKER,
  assertBootVerifiedNext,
  deferBootScripts,
  deferBootScriptsInBuild,
  leftoverChunkScripts,
} from './boot-after-paint';
import { addCompileHints, assertHintsVerifiedNext, bootChunks, missingBootChunks } from './compile-hints';
import { FIXTURES_DIR, FIXTURE_PAGES, captureFixtures, trimPage } from './postbuild-fixtures';

const RAW =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>' +
  '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head>' +
  '<body class="b"><main><h1>Title</h1><p>Long text</p></main>' +
  `<script>self.__next_f.push([1,"${'x'.repeat(400)}"])</script>` +
  '<link rel="stylesheet" href="/late.css"/><script src="/_next/static/chunks/b.js" async=""></script>' +
  '</body></html>';

describe('trimPage', () => {
  const trimmed = trimPage(RAW);

  it('keeps the head whole and every script and link tag of the body, in order', () => {
    expect(trimmed.startsWith(RAW.slice(0, RAW.indexOf('</head>') + 7) + '<body class="b">')).toBe(true);
    expect(trimmed).toContain(
      '<link rel="stylesheet" href="/late.css"/><script src="/_next/static/chunks/b.js" async=""></script></body></html>',
    );
  });

  it('leaves out the text of the page and shortens long inline scripts', () => {
    expect(trimmed).not.toContain('<h1>');
    expect(trimmed).toContain(`<script>self.__next_f.push([1,"${'x'.repeat(137)}/* … */</script>`);
    expect(trimmed.length).toBeLessThan(RAW.length - 200);
  });
});

describe('captureFixtures', () => {
  it('refuses pages that postbuild already rewrote, naming the file', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fixtures-'));
    for (const page of Object.values(FIXTURE_PAGES)) {
      mkdirSync(join(dist, page, '..'), { recursive: true });
      writeFileSync(join(dist, page), deferBootScripts(RAW));
    }
    expect(() => captureFixtures(dist, join(dist, 'out'))).toThrow(
      /introduction\.html was already rewritten by boot-after-paint/,
    );
  });
});

/**
 * The pages and manifest captured from a real `next build` of this site (see
 * postbuild-fixtures.ts). Read inside each test, so that missing fixtures fail these tests only.
 */
const fixture = (name: string) => readFileSync(join(FIXTURES_DIR, name), 'utf8');
const capturedChunks = () => bootChunks(fixture('build-manifest.json'));

describe('postbuild steps on captured build output', () => {
  it('reads the boot chunks of the captured manifest', () => {
    expect(capturedChunks().length).toBeGreaterThan(0);
  });

  describe.each(Object.keys(FIXTURE_PAGES))('%s', (name) => {
    it('loads every boot chunk, before and after boot-after-paint (compile-hints check)', () => {
      const raw = fixture(name);
      expect(missingBootChunks(raw, capturedChunks())).toEqual([]);
      expect(missingBootChunks(deferBootScripts(raw), capturedChunks())).toEqual([]);
    });

    it('has every chunk tag taken over by the loader', () => {
      const rewritten = deferBootScripts(fixture(name));
      expect(rewritten).toContain(BOOT_MARKER);
      expect(leftoverChunkScripts(rewritten)).toEqual([]);
      expect(deferBootScripts(rewritten)).toBe(rewritten);
    });

    it('is rewritten as recorded', async () => {
      const rewritten = deferBootScripts(fixture(name));
      await expect(rewritten).toMatchFileSnapshot(join(FIXTURES_DIR, '__snapshots__', name));
    });
  });
});

/** A build folder holding the captured manifest, its boot chunks, and `page` as a prerendered page. */
function buildWith(page: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'captured-'));
  writeFileSync(join(dist, 'build-manifest.json'), fixture('build-manifest.json'));
  mkdirSync(join(dist, 'static/chunks'), { recursive: true });
  for (const chunk of capturedChunks()) writeFileSync(join(dist, chunk), 'boot();');
  mkdirSync(join(dist, 'server/app/en/x'), { recursive: true });
  writeFileSync(join(dist, 'server/app/en/x/introduction.html'), page);
  return dist;
}

describe('failing loudly on captured build output', () => {
  it('fails when a chunk tag changed shape so that nothing is rewritten, naming the page', () => {
    const page = fixture('text-page.html').replaceAll(' async=""></script>', ' async></script>');
    expect(() => deferBootScriptsInBuild(join(buildWith(page), 'server'))).toThrow(
      /en\/x\/introduction\.html: no chunk <script async> tag matched/,
    );
  });

  it('fails on one chunk tag of an unknown shape left behind, naming the page and the tag', () => {
    const page = fixture('text-page.html').replace(' async=""></script>', ' async="" nonce="n"></script>');
    expect(() => deferBootScriptsInBuild(join(buildWith(page), 'server'))).toThrow(
      /en\/x\/introduction\.html: chunk tag left as it was: <script src="\/_next\/static\/chunks\/[\w.-]+\.js" async="" nonce="n">/,
    );
  });

  it('fails when a page does not load a boot chunk of the manifest, naming both', () => {
    const [first] = capturedChunks();
    const page = fixture('text-page.html').replaceAll(
      `"/_next/${first}"`,
      '"/_next/static/chunks/renamed.js"',
    );
    expect(() => addCompileHints(buildWith(page))).toThrow(
      new RegExp(`en/x/introduction\\.html: does not load boot chunk /_next/${first.replaceAll('.', '\\.')}`),
    );
  });

  it('passes on the captured page, and refuses another Next.js version in both steps', () => {
    const dist = buildWith(fixture('text-page.html'));
    expect(addCompileHints(dist)).toHaveLength(capturedChunks().length);
    expect(deferBootScriptsInBuild(join(dist, 'server'))).toBe(1);
    expect(() => assertHintsVerifiedNext('16.5.0')).toThrow(
      /^compile-hints: checked against Next\.js 16\.4\.6/,
    );
    expect(() => assertBootVerifiedNext('16.5.0')).toThrow(
      /^boot-after-paint: checked against Next\.js 16\.4\.6/,
    );
  });
});
