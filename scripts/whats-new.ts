/**
 * Writes content/introduction/whats-new.mdx, the "What's new in MUI X" page, from the installed
 * packages' CHANGELOG.md and the navigation (for the links): `npm run whats-new` after upgrading
 * MUI X or adding pages. Its unit test fails when the committed page is out of date.
 */
import fs from 'node:fs';
import { WHATS_NEW_FILE } from '../src/engine/whats-new/render-page';
import { whatsNewPage } from '../src/engine/whats-new/source';

const page = whatsNewPage();
fs.writeFileSync(WHATS_NEW_FILE, page);
console.log(`${WHATS_NEW_FILE}: ${page.split('\n').filter((line) => line.startsWith('- ')).length} lines`);
