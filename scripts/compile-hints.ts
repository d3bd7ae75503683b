/**
 * Marks every JavaScript chunk of the build for eager compilation.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called; a file that
 * starts with the `//# allFunctionsCalledOnLoad` magic comment (Chromium 136+) is compiled whole
 * while it streams in, on a background thread. Browsers without the feature read a comment.
 * - Boot chunks (React, the Next.js runtime): every page runs nearly every function of them while
 *   it hydrates. Measured on /x/introduction, the boot task fell from about 190 ms to 40 ms of
 *   main-thread script time.
 * - A demo's chunks: its import evaluates hundreds of module factories in one task (x-charts,
 *   Material UI, d3). Lighthouse mobile on /x/react-charts/bars, 3 runs each: that task fell from
 *   262-474 ms to 89-98 ms, and total blocking time from 810-1117 ms to 590-833 ms.
 * - The islands of a text page: no measurable change either way (Lighthouse mobile on
 *   /x/introduction, 5 runs each: 98-100 with the hint, 98-100 without), so one rule covers all.
 *
 * Runs after `next build` (npm's `postbuild`); running it twice changes nothing. It fails the
 * build, naming the file, when the installed Next.js is not the version it was checked
 * against, when a boot chunk the manifest names is missing, or when a prerendered page does not
 * load every boot chunk: the build output would then not have the shape this step was checked on.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  assertVerifiedNext,
  failOnProblems,
  installedNextVersion,
  prerenderedPages,
} from './postbuild-checks';

const STEP = 'compile-hints';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const buildManifestSchema = z.object({
  /** Chunks every App Router page loads before it hydrates, relative to `.next/`. */
  rootMainFiles: z.array(z.string().regex(/^static\/chunks\/[^/]+\.js$/)).min(1),
});

/** The boot chunks named by `.next/build-manifest.json`. */
export function bootChunks(manifestJson: string): string[] {
  return buildManifestSchema.parse(JSON.parse(manifestJson)).rootMainFiles;
}

/** The source with the hint as its first line; a source that has it already is returned as is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Throws unless `installed` is the Next.js version the manifest field was checked against. */
export function assertHintsVerifiedNext(installed: string): void {
  assertVerifiedNext(
    STEP,
    installed,
    "Check that build-manifest.json's rootMainFiles still names the chunks every prerendered page " +
      'loads (scripts/fixtures/postbuild/ holds a manifest and pages captured from a build).',
  );
}

/**
 * The boot chunks (`static/chunks/….js`) a prerendered page does not load: neither as a
 * `<script src>` tag nor in the list of boot-after-paint's loader, which may already have
 * replaced the tags. (The RSC payload names chunks too, but inside an escaped string.)
 */
export function missingBootChunks(html: string, chunks: string[]): string[] {
  return chunks.filter((file) => !html.includes(`"/_next/${file}"`));
}

/** Throws, naming each page and chunk, unless every prerendered page under `distDir` loads every boot chunk. */
export function assertPagesLoadBootChunks(distDir: string, chunks: string[]): void {
  const problems: string[] = [];
  for (const page of prerenderedPages(STEP, join(distDir, 'server'))) {
    for (const file of missingBootChunks(readFileSync(page, 'utf8'), chunks))
      problems.push(`${page}: does not load boot chunk /_next/${file}`);
  }
  failOnProblems(STEP, problems);
}

/**
 * Adds the hint to every chunk (`static/chunks/*.js`) of the build in `distDir`, after checking
 * that each boot chunk exists and that the prerendered pages load them; returns the files it changed.
 */
export function addCompileHints(distDir: string): string[] {
  const boot = bootChunks(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const absent = boot.filter((file) => !existsSync(join(distDir, file)));
  failOnProblems(
    STEP,
    absent.map((file) => `${join(distDir, file)}: boot chunk named by build-manifest.json is missing`),
  );
  assertPagesLoadBootChunks(distDir, boot);
  const changed: string[] = [];
  for (const name of readdirSync(join(distDir, 'static/chunks')).sort()) {
    if (!name.endsWith('.js')) continue;
    const file = `static/chunks/${name}`;
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(path, hinted);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  assertHintsVerifiedNext(installedNextVersion(process.cwd()));
  const changed = addCompileHints(join(process.cwd(), '.next'));
  console.log(`compile hints: ${changed.length} chunk(s) marked for eager compilation`);
}
