import fs from 'node:fs';

/** Debian's Chromium, used wherever it is installed (CI always installs it). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH` when set, else Debian's Chromium
 * when present, else undefined, which means Playwright's own Chromium (see ensure-browser.ts).
 */
export function chromiumExecutable(
  env: Record<string, string | undefined> = process.env,
  exists: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
