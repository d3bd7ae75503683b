/**
 * Before the end-to-end tests: on a machine without Debian's Chromium (a developer's laptop),
 * installs Playwright's own Chromium once. CI and machines with /usr/bin/chromium skip this.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { chromiumExecutable } from '../tests/e2e/support/browser';

if (!chromiumExecutable() && !fs.existsSync(chromium.executablePath())) {
  console.log('No /usr/bin/chromium or CHROMIUM_PATH: installing Playwright’s Chromium for the tests.');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
}
