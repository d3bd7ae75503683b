import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Settings read from `NEXT_PUBLIC_*` variables (src/config/analytics.ts, src/config/ads.ts). */
const FROM_ENV = ['GA_MEASUREMENT_ID', 'SERVICE_WORKER_HOST', 'AD_FEED_URL', 'AD_SCRIPT_URL'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

// `npm run build` compiles and prerenders in two steps; the compile step leaves `NEXT_PUBLIC_*`
// in client code as run-time reads, which find nothing in a browser. Server components read
// them while prerendering and pass them down.
it('client components get NEXT_PUBLIC_* settings as props, never from the environment', () => {
  const offenders = [...sourceFiles('src'), ...sourceFiles('app')].filter((file) => {
    const code = fs.readFileSync(file, 'utf8');
    if (!/^['"]use client['"]/m.test(code)) return false;
    return (
      /process\.env\.NEXT_PUBLIC_/.test(code) ||
      FROM_ENV.some((name) => new RegExp(`import\\s*(type\\s*)?{[^}]*\\b${name}\\b[^}]*}\\s*from`).test(code))
    );
  });
  expect(offenders).toEqual([]);
});
