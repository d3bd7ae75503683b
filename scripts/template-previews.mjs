#!/usr/bin/env node
/**
 * Screenshots every template into public/static/templates/<slug>.jpg, the gallery's previews.
 *
 * Usage: npm run templates:previews                      (starts `next start` on a free port; needs `npm run build`)
 *        PREVIEW_BASE_URL=http://127.0.0.1:3000 npm run templates:previews   (uses a running server)
 *
 * The images are committed: regenerate them after changing a template's look.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = process.cwd();
const OUT_DIR = path.join(ROOT, 'public', 'static', 'templates');
const TEMPLATES_DIR = path.join(ROOT, 'content', 'templates');
/** The viewport a template is laid out at, and the scale the image is saved at (800 × 500 pixels). */
const VIEWPORT = { width: 1200, height: 750 };
const SCALE = 2 / 3;
const QUALITY = 82;
const MAX_BYTES = 80 * 1024;

/** Every folder under content/templates/ with a default-exported entry is a template; `shared` is not. */
const slugs = fs
  .readdirSync(TEMPLATES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

async function waitForServer(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server answered at ${url} within ${timeoutMs / 1000} s`);
}

async function startServer() {
  if (process.env.PREVIEW_BASE_URL)
    return { baseUrl: process.env.PREVIEW_BASE_URL.replace(/\/$/, ''), stop() {} };
  const port = Number(process.env.PREVIEW_PORT ?? 3290);
  // No -H: with an explicit host, Next treats the proxy's rewrites as external and loops.
  const server = spawn('npx', ['next', 'start', '-p', String(port)], { stdio: 'inherit', detached: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/templates/${slugs[0]}`);
  return { baseUrl, stop: () => process.kill(-server.pid, 'SIGTERM') };
}

async function shoot(browser, baseUrl, slug) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    colorScheme: 'light',
  });
  await context.addInitScript(() => window.localStorage.setItem('tpl-mode', 'light'));
  // A visitor who has answered the analytics banner, so it is not in the screenshot.
  await context.addCookies([{ name: 'analyticsConsent', value: 'denied', url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/templates/${slug}`, { waitUntil: 'networkidle' });
  // Hydrated once the colour toggle is enabled; charts draw their lines after measuring.
  await page.waitForSelector('[data-testid="color-mode-toggle"]:not([disabled])');
  if (await page.locator('.MuiChartsSurface-root').count()) {
    await page.waitForSelector('.MuiChartsSurface-root path');
  }
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  for (let quality = QUALITY; ; quality -= 8) {
    const image = await page.screenshot({ type: 'jpeg', quality, animations: 'disabled' });
    if (image.length <= MAX_BYTES || quality <= 40) {
      fs.writeFileSync(path.join(OUT_DIR, `${slug}.jpg`), image);
      console.log(`${slug}.jpg: ${(image.length / 1024).toFixed(1)} KB (quality ${quality})`);
      break;
    }
  }
  await context.close();
}

const server = await startServer();
fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const slug of slugs) await shoot(browser, server.baseUrl, slug);
} finally {
  await browser.close();
  server.stop();
}
