/**
 * Writes the full-text search index of each language to public/search/<lang>/
 * (gitignored): a meta file, term shards and record chunks, all plain static
 * files the browser loads on demand. Run by prebuild after api-build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/engine/shared/paths';
import { buildIndex } from '../src/engine/search/build-index';
import {
  collectRecords,
  groupLabels,
  searchComponents,
  migrationSources,
} from '../src/engine/search/collect';

const OUT_DIR = path.join(process.cwd(), 'public', 'search');

const started = performance.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });
// Renames are names, the same in every language: read from the English guides once.
const migrations = migrationSources();
for (const lang of LANGUAGES) {
  const records = collectRecords(lang);
  const files = buildIndex(records, lang, groupLabels(lang), searchComponents(), migrations);
  const dir = path.join(OUT_DIR, lang);
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [name, content] of files) {
    const json = JSON.stringify(content);
    bytes += json.length;
    fs.writeFileSync(path.join(dir, name), json);
  }
  console.log(
    `search: ${lang}: ${records.length} records, ${files.size} files, ${(bytes / 1e6).toFixed(1)} MB`,
  );
}
console.log(
  `search: index written to public/search in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
