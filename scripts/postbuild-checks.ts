/**
 * What the two postbuild steps (compile-hints, boot-after-paint) share: the Next.js version
 * their patterns were checked against, the prerendered pages they read, and one way to fail
 * the build naming every file that broke an expectation. Both steps rewrite Next's output
 * after `next build`; a Next upgrade that changes its shape must stop the build, not ship
 * pages that silently lost the optimisation (or never boot).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The Next.js version whose build output (HTML tags, build manifest) both steps were checked against. */
export const VERIFIED_NEXT_VERSION = '16.4.6';

/**
 * Throws unless `installed` is the Next.js version the steps were checked against. `recheck`
 * says what to compare in the new version's output before moving VERIFIED_NEXT_VERSION.
 */
export function assertVerifiedNext(step: string, installed: string, recheck: string): void {
  if (installed !== VERIFIED_NEXT_VERSION) {
    throw new Error(
      `${step}: checked against Next.js ${VERIFIED_NEXT_VERSION}, installed ${installed}. ${recheck} ` +
        'Then update VERIFIED_NEXT_VERSION in scripts/postbuild-checks.ts.',
    );
  }
}

/** The version of the `next` package installed in the project at `cwd`. */
export function installedNextVersion(cwd: string): string {
  const manifest = readFileSync(join(cwd, 'node_modules/next/package.json'), 'utf8');
  return z.object({ version: z.string().min(1) }).parse(JSON.parse(manifest)).version;
}

function* htmlFilesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Every prerendered page under `serverDir` (`.next/server`: `app/` and the `route-cache/` copy
 * that `next start` serves). Throws when there is none: a build always prerenders pages, so
 * an empty list means the output moved and the step would check nothing.
 */
export function prerenderedPages(step: string, serverDir: string): string[] {
  const files = existsSync(serverDir) ? [...htmlFilesUnder(serverDir)] : [];
  if (files.length === 0) throw new Error(`${step}: no prerendered .html page under ${serverDir}`);
  return files;
}

/** Throws, listing the first problems (each names its file), when there is any. */
export function failOnProblems(step: string, problems: string[]): void {
  if (problems.length === 0) return;
  const more = problems.length > 20 ? `\n… and ${problems.length - 20} more` : '';
  throw new Error(`${step}: ${problems.length} problem(s)\n${problems.slice(0, 20).join('\n')}${more}`);
}
