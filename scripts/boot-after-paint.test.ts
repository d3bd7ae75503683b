import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERIFIED_NEXT_VERSION } from './postbuild-checks';
import {
  BOOT_MARKER,
  assertBootVerifiedNext,
  leftoverChunkScripts,
  NO_PAINT_FALLBACK_MS,
  bootLoader,
  deferBootScripts,
  deferBootScriptsInBuild,
} from './boot-after-paint';

const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c_d.js"/>' +
  '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b-1.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '</head><body><p>Hi</p><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/c_d.js" async=""></script></body></html>';

describe('deferBootScripts', () => {
  const out = deferBootScripts(PAGE);

  it('removes every async chunk script tag, and the preloads Next wrote for those chunks', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b-1|c_d)\.js"/);
    expect(out).not.toContain('c_d.js"/>');
    expect(out, 'a preload of something else stays').toContain(
      '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>',
    );
  });

  it('adds one loader before </head> listing the chunks in document order', () => {
    expect(out.split(BOOT_MARKER)).toHaveLength(2);
    expect(out).toContain(
      `${bootLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b-1.js', '/_next/static/chunks/c_d.js'])}</head>`,
    );
  });

  it('keeps inline scripts and the nomodule polyfill as they were', () => {
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it('changes nothing the second time, nor on a page without chunk scripts', () => {
    expect(deferBootScripts(out)).toBe(out);
    const plain = '<html><head></head><body>static</body></html>';
    expect(deferBootScripts(plain)).toBe(plain);
  });
});

describe('bootLoader', () => {
  function harness(overrides: { visibilityState?: string; paint?: boolean } = {}) {
    const code = bootLoader(['/x.js']).replace(/^<script[^>]*>|<\/script>$/g, '');
    const appended: string[] = [];
    const queue: Array<() => void> = [];
    const listeners: Array<() => void> = [];
    const document = {
      visibilityState: overrides.visibilityState ?? 'visible',
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (el: { src: string }) => appended.push(el.src) },
      addEventListener: (_type: string, cb: () => void) => listeners.push(cb),
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        queue.push(() => callback());
      }
      observe() {}
    }
    const timers: Array<{ ms: number; cb: () => void }> = [];
    const onLoad: Array<() => void> = [];
    const window = {
      PerformanceObserver: overrides.paint === false ? undefined : FakeObserver,
      addEventListener: (_type: string, cb: () => void) => onLoad.push(cb),
    };
    const run = new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code);
    const setTimeout = (cb: () => void, ms: number) => (ms > 0 ? timers.push({ ms, cb }) : queue.push(cb));
    run(document, window, (cb: () => void) => queue.push(cb), setTimeout);
    return { appended, document, listeners, onLoad, timers, next: () => queue.shift()!() };
  }

  it('inserts the scripts after the first paint entry, in a task of their own', () => {
    const page = harness();
    expect(page.appended).toEqual([]);
    page.next(); // the paint entry
    expect(page.appended).toEqual([]);
    page.next(); // the task after it
    expect(page.appended).toEqual(['/x.js']);
  });

  it('starts them after load when no paint is ever reported, and only once', () => {
    const page = harness();
    page.onLoad.forEach((listener) => listener());
    expect(page.timers.map((timer) => timer.ms)).toEqual([NO_PAINT_FALLBACK_MS]);
    expect(page.appended).toEqual([]);
    page.timers[0].cb();
    expect(page.appended).toEqual(['/x.js']);
    page.next();
    page.next();
    expect(page.appended).toEqual(['/x.js']);
  });

  it('waits for a frame where paint timing is missing', () => {
    const page = harness({ paint: false });
    page.next();
    page.next();
    expect(page.appended).toEqual(['/x.js']);
  });

  it('inserts them at once in a hidden tab, or when the tab is hidden before it paints', () => {
    expect(harness({ visibilityState: 'hidden' }).appended).toEqual(['/x.js']);
    const page = harness();
    page.document.visibilityState = 'hidden';
    page.listeners.forEach((listener) => listener());
    expect(page.appended).toEqual(['/x.js']);
    page.next();
    page.next();
    expect(page.appended, 'never twice').toEqual(['/x.js']);
  });

  it('cannot close its own script element through a URL', () => {
    expect(bootLoader(['/a</script>.js'])).not.toContain('</script>.js');
  });
});

describe('deferBootScriptsInBuild', () => {
  it('rewrites the prerendered pages in every folder and counts them', () => {
    const server = mkdtempSync(join(tmpdir(), 'boot-'));
    mkdirSync(join(server, 'app/en'), { recursive: true });
    mkdirSync(join(server, 'route-cache/APP_PAGE/h/$/en'), { recursive: true });
    writeFileSync(join(server, 'app/en/page.html'), PAGE);
    writeFileSync(join(server, 'route-cache/APP_PAGE/h/$/en/page.html'), PAGE);
    writeFileSync(join(server, 'app/en/page.rsc'), 'rsc');

    expect(deferBootScriptsInBuild(server)).toBe(2);
    expect(deferBootScriptsInBuild(server)).toBe(0);
    expect(readFileSync(join(server, 'route-cache/APP_PAGE/h/$/en/page.html'), 'utf8')).toContain(
      BOOT_MARKER,
    );
    expect(readFileSync(join(server, 'app/en/page.rsc'), 'utf8')).toBe('rsc');
  });
});

describe('failing loudly', () => {
  it('refuses a Next.js version the patterns were not checked against', () => {
    expect(() => assertBootVerifiedNext(VERIFIED_NEXT_VERSION)).not.toThrow();
    expect(() => assertBootVerifiedNext('17.0.0')).toThrow(
      /^boot-after-paint: checked against Next.js 16\.4\.6, installed 17\.0\.0\. Compare the chunk <script>/,
    );
  });

  it('names a chunk tag of a shape it does not know, and lets the nomodule polyfill stay', () => {
    const changed = '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script>';
    expect(leftoverChunkScripts(deferBootScripts(PAGE))).toEqual([]);
    expect(leftoverChunkScripts(changed)).toHaveLength(1);
  });

  it('fails the build on a prerendered page it cannot rewrite, naming the file', () => {
    const server = mkdtempSync(join(tmpdir(), 'boot-'));
    writeFileSync(
      join(server, 'odd.html'),
      '<html><head></head><body><script src="/_next/static/chunks/a.js" defer></script></body></html>',
    );
    expect(() => deferBootScriptsInBuild(server)).toThrow(/odd\.html: no chunk <script async> tag matched/);
  });

  it('fails the build when there is no prerendered page to rewrite', () => {
    const server = mkdtempSync(join(tmpdir(), 'boot-'));
    writeFileSync(join(server, 'page.rsc'), 'rsc');
    expect(() => deferBootScriptsInBuild(server)).toThrow(
      /^boot-after-paint: no prerendered \.html page under /,
    );
    expect(() => deferBootScriptsInBuild(join(server, 'absent'))).toThrow(/no prerendered \.html page/);
  });
});
