/**
 * Starts the page's JavaScript after its first paint instead of as soon as it arrives.
 *
 * Next.js writes each client chunk as `<script src async>`: the chunks (about 120 KB gzip
 * of React and Next on every page) then download alongside the HTML, CSS and font that
 * the first paint needs, and one that arrives before the paint runs first and holds the
 * server-rendered page off the screen. This step, run on the prerendered HTML after
 * `next build`, removes those tags and adds one inline script that inserts them once the
 * browser reports its first paint. A docs page is read before it is clicked: the text
 * shows as early as the network allows, and hydration follows (links work as plain
 * links until then).
 *
 * Measured with Lighthouse (mobile, 10 runs) on /x/introduction: median score 99, LCP
 * about 1.55 s; with the tags as Next writes them, 2.9-3.1 s whenever the first frame
 * came late. Keeping the downloads early with `<link rel=preload>` put them back on the
 * path to the first paint (simulated FCP 1.1 -> 2.0 s).
 *
 * Pages rendered on demand (404s) keep Next's own tags. Running it twice changes nothing.
 *
 * It fails the build, rather than ship pages that boot before paint or never boot, when the
 * installed Next.js is not the version its tag patterns were checked against, when a
 * prerendered page has no chunk tag it recognises, or when a chunk tag of another shape is
 * left behind.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertVerifiedNext,
  failOnProblems,
  installedNextVersion,
  prerenderedPages,
} from './postbuild-checks';

/** Delay after `load` at which the scripts start anyway if no paint was reported. */
export const NO_PAINT_FALLBACK_MS = 3000;

const STEP = 'boot-after-paint';

/** Marks a page this step has rewritten. */
export const BOOT_MARKER = 'data-boot-after-paint';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
/** Any script tag loading a chunk, whatever its attributes: what must not remain after the rewrite. */
const ANY_CHUNK_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;

/**
 * The inline loader for `urls`, in order. It waits for the browser's first paint entry,
 * which is queued once the frame is on screen (a `requestAnimationFrame` callback runs
 * before the frame, and can run long before it is shown). Without paint timing it
 * waits for one frame; in a hidden tab, or one hidden before its first paint, it
 * inserts the scripts at once. A browser that never reports the paint still gets them,
 * 3 s after `load`.
 */
export function bootLoader(urls: string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `<script ${BOOT_MARKER}="">(function(){var u=${list},d=document,P=window.PerformanceObserver,done=false;` +
    `function boot(){if(done)return;done=true;` +
    `for(var i=0;i<u.length;i++){var s=d.createElement("script");s.src=u[i];s.async=true;d.head.appendChild(s)}}` +
    `function later(){setTimeout(boot,0)}` +
    `if(d.visibilityState==="hidden")return boot();` +
    `window.addEventListener("load",function(){setTimeout(boot,${NO_PAINT_FALLBACK_MS})});` +
    `d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")boot()});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(later).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(later)})()</script>`
  );
}

/** The page with its chunk scripts replaced by the loader; other pages unchanged. */
export function deferBootScripts(html: string): string {
  if (html.includes(BOOT_MARKER)) return html;
  const urls: string[] = [];
  const stripped = html.replace(CHUNK_SCRIPT, (_tag, url: string) => {
    urls.push(url);
    return '';
  });
  if (urls.length === 0) return html;
  // Next preloads some of them itself: that download would again compete with the first paint.
  const unpreloaded = stripped.replace(CHUNK_PRELOAD, (tag, url: string) => (urls.includes(url) ? '' : tag));
  const head = unpreloaded.indexOf('</head>');
  if (head === -1) return html;
  return unpreloaded.slice(0, head) + bootLoader(urls) + unpreloaded.slice(head);
}

/** Throws unless `installed` is the Next.js version the tag patterns were checked against. */
export function assertBootVerifiedNext(installed: string): void {
  assertVerifiedNext(
    STEP,
    installed,
    'Compare the chunk <script> and preload tags of a prerendered page with CHUNK_SCRIPT and ' +
      'CHUNK_PRELOAD (scripts/fixtures/postbuild/ holds pages captured from a build).',
  );
}

/** Chunk script tags of a rewritten page that the step did not take over (the nomodule polyfill may stay). */
export function leftoverChunkScripts(html: string): string[] {
  return (html.match(ANY_CHUNK_SCRIPT) ?? []).filter((tag) => !/\bnoModule\b/i.test(tag));
}

/**
 * Rewrites every prerendered page under `serverDir` (`.next/server`: both `app/` and the
 * `route-cache/` copy that `next start` serves); returns how many files changed. Throws, naming
 * the files, when a page ends up without the loader or with a chunk tag of an unknown shape.
 */
export function deferBootScriptsInBuild(serverDir: string): number {
  let changed = 0;
  const problems: string[] = [];
  for (const file of prerenderedPages(STEP, serverDir)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = deferBootScripts(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      changed += 1;
    }
    if (!rewritten.includes(BOOT_MARKER)) problems.push(`${file}: no chunk <script async> tag matched`);
    for (const tag of leftoverChunkScripts(rewritten))
      problems.push(`${file}: chunk tag left as it was: ${tag}`);
  }
  failOnProblems(STEP, problems);
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  assertBootVerifiedNext(installedNextVersion(process.cwd()));
  const changed = deferBootScriptsInBuild(join(process.cwd(), '.next', 'server'));
  console.log(`boot after paint: ${changed} prerendered page(s) start their scripts after the first paint`);
}
