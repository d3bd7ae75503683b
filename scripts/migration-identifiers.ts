/**
 * Lists the identifiers the official v8 → v9 migration guides name in code, per guide and item, into
 * data/migration-v9-identifiers.json, which the guides' unit test checks our guides against.
 *
 *   npm run migration:identifiers
 *
 * The guides are read from a clone of mui/mui-x (MUI_X_REPO, a git directory; branch docs-v9). A
 * token counts as an identifier when the declarations of MUI X 8.29.3 or of the installed 9.14.0
 * declare it, and neither React's nor the DOM's types do (`value`, `onClick` name no MUI X API).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { codeNames } from '../src/engine/content/code-names';
import { splitSections } from '../src/engine/content/merge-translation';
import {
  IDENTIFIERS_FILE,
  IDENTIFIERS_NOTE,
  V9_GUIDE_SLUGS,
  type OfficialIdentifiers,
} from '../src/engine/content/migration-v9/identifiers';
import { muiXV8Folder } from './lib/mui-x-v8-install';
import { readMajorSnapshot } from '../src/engine/api-reference/major-snapshots';
import { rootExports } from '../src/engine/api-reference/package-surface';
import { API_PACKAGES } from '../src/engine/api-reference/packages';
import type { ApiEntry } from '../src/engine/api-reference/types';

const cwd = process.cwd();
const repo = process.env.MUI_X_REPO ?? '/work/.mirror/mui+mui-x/repo';
const REF = 'docs-v9';
const TOKEN = /[A-Za-z_$][\w$]*/g;

function declarationFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : declarationFiles(full);
    return item.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every token of the `@mui/x-*` declarations installed under `root`. */
function declaredTokens(root: string, into: Set<string>): void {
  const scope = path.join(root, 'node_modules', '@mui');
  for (const pkg of fs.readdirSync(scope).filter((name) => name.startsWith('x-'))) {
    for (const file of declarationFiles(path.join(scope, pkg))) {
      for (const [token] of fs.readFileSync(file, 'utf8').matchAll(TOKEN)) into.add(token);
    }
  }
}

function tokensOf(file: string): Set<string> {
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(TOKEN)].map(([token]) => token));
}

/**
 * The section with what names no API removed: comments (`// Before`), module specifiers and
 * package names (`@mui/x-charts-pro@latest`) and shell commands.
 */
function withoutPackagingAndComments(markdown: string): string {
  return markdown
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1')
    .replace(/^\s*(?:npx|npm|pnpm|yarn)\b[^\n]*$/gm, '')
    .replace(/@mui\/[\w./-]+(?:@[\w.^~-]+)?/g, ' ');
}

/** Names an entry gives a reader: its own, and its props, slots, class keys or members. */
function entryNames(entry: ApiEntry): string[] {
  if (entry.kind === 'component') {
    return [
      entry.name,
      ...entry.props.map((p) => p.name),
      ...entry.slots.map((s) => s.name),
      ...entry.classes.map((c) => c.key),
    ];
  }
  return [entry.name, ...(entry.kind === 'interface' ? entry.properties.map((p) => p.name) : [])];
}

/**
 * The API surface of both releases: root exports and every entry's names. A one-word token in
 * lower case or capitalised (`utils`, `faded`, `Heatmap`) counts only when it is one of them, so
 * that words of prose and comments (`Start`, `packages`) do not.
 */
function surfaceNames(): Set<string> {
  const names = new Set<string>();
  const v8 = readMajorSnapshot(cwd, 'v8');
  for (const list of Object.values(v8.exports ?? {})) for (const name of list) names.add(name);
  for (const { entry } of v8.entries) for (const name of entryNames(entry)) names.add(name);
  const current = rootExports(
    cwd,
    API_PACKAGES.map((info) => info.name),
  );
  for (const list of Object.values(current)) for (const name of list) names.add(name);
  const api = path.join(cwd, 'generated', 'api');
  for (const product of fs.readdirSync(api, { withFileTypes: true }).filter((item) => item.isDirectory())) {
    for (const file of fs
      .readdirSync(path.join(api, product.name))
      .filter((name) => /^[\w-]+(?<!\.en|\.zh)\.json$/.test(name))) {
      const entry = JSON.parse(fs.readFileSync(path.join(api, product.name, file), 'utf8')) as ApiEntry;
      if (entry.kind) for (const name of entryNames(entry)) names.add(name);
    }
  }
  return names;
}

/** camelCase, PascalCase of two words or more, or with an underscore: never a word of prose. */
const COMPOUND = /^[A-Za-z$]+[a-z0-9$]*(?:[A-Z_][\w$]*)$|_/;

const surface = surfaceNames();
const declared = new Set<string>();
declaredTokens(cwd, declared);
const v8 = muiXV8Folder(cwd, 'migration:identifiers');
declaredTokens(v8.dir, declared);
v8.dispose();
const generic = new Set([
  ...tokensOf(path.join(cwd, 'node_modules/@types/react/index.d.ts')),
  ...tokensOf(path.join(cwd, 'node_modules/typescript/lib/lib.dom.d.ts')),
  ...tokensOf(path.join(cwd, 'node_modules/typescript/lib/lib.es5.d.ts')),
]);
const commit = execFileSync('git', ['-C', repo, 'rev-parse', REF], { encoding: 'utf8' }).trim();

const result: OfficialIdentifiers = {
  _generated: IDENTIFIERS_NOTE,
  source: `mui/mui-x ${REF} ${commit}`,
  guides: {},
};
let total = 0;
for (const slug of V9_GUIDE_SLUGS) {
  const markdown = execFileSync(
    'git',
    ['-C', repo, 'show', `${REF}:docs/data/migration/migration-${slug}-v8/migration-${slug}-v8.md`],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const items: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const section of splitSections(markdown)) {
    const heading = section.depth === 0 ? '(intro)' : section.lines[0].replace(/^#+\s*/, '').trim();
    const names = [...codeNames(withoutPackagingAndComments(section.lines.join('\n')))].filter(
      (name) =>
        declared.has(name) &&
        !generic.has(name) &&
        !seen.has(name) &&
        (surface.has(name) || (COMPOUND.test(name) && !/^[a-z]?\d/.test(name) && !/^v\d+$/.test(name))),
    );
    for (const name of names) seen.add(name);
    if (names.length > 0) items[heading] = names.sort();
  }
  result.guides[slug] = items;
  total += seen.size;
  console.log(
    `migration:identifiers: ${slug}: ${seen.size} identifiers in ${Object.keys(items).length} sections`,
  );
}
fs.writeFileSync(path.join(cwd, IDENTIFIERS_FILE), `${JSON.stringify(result, null, 2)}\n`);
console.log(`migration:identifiers: wrote ${IDENTIFIERS_FILE} (${total} identifiers)`);
