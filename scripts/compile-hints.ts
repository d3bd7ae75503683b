/**
 * Marks the framework's boot chunks (React, the Next.js runtime) for eager compilation.
 *
 * Every page runs nearly every function of these files while it hydrates. V8 compiles a
 * function lazily, on the main thread, the first time it is called; a file that starts
 * with the `//# allFunctionsCalledOnLoad` magic comment (Chromium 136+) is compiled
 * whole while it streams in, on a background thread. Measured on /x/introduction: the
 * boot task fell from about 190 ms to 40 ms of main-thread script time. Browsers without
 * the feature read an ordinary comment.
 *
 * Runs after `next build` (npm's `postbuild`); running it twice changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

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

/** Adds the hint to every boot chunk of the build in `distDir`; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const changed: string[] = [];
  for (const file of bootChunks(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'))) {
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
  const changed = addCompileHints(join(process.cwd(), '.next'));
  console.log(`compile hints: ${changed.length} boot chunk(s) marked for eager compilation`);
}
