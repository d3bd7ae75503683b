/**
 * Type-checks the before/after pairs of the v8 → v9 guides: each Before half against MUI X 8.29.3
 * (with Material UI 7), each After half against the installed 9.14.0. Writes the hashes of the
 * halves that passed to data/migration-v9-pairs.json, or, with `--check`, only reports.
 *
 *   npm run migration:pairs                      all guides, writes the record
 *   npm run migration:pairs -- --check <file…>   the named guides, no record
 *
 * The 8.29.3 packages are installed from the npm registry into a temporary folder, unless
 * MIGRATION_V8_DIR names a folder that has them already.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  extractPairs,
  halfHash,
  halfMarkedFences,
  PAIRS_FILE,
  PAIRS_NOTE,
  V9_GUIDES,
  type PairsRecord,
} from '../src/engine/content/migration-v9/pairs';
import { installedVersion, muiXV8Folder, V8_VERSION } from './lib/mui-x-v8-install';

const cwd = process.cwd();
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--'));
const guides = (named.length > 0 ? named : [...V9_GUIDES]).filter((file) =>
  fs.existsSync(path.resolve(cwd, file)),
);

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

interface Half {
  guide: string;
  line: number;
  code: string;
}

/** Compiles each half as its own module under `root`; returns the message of each half that fails. */
function compile(root: string, halves: Half[]): Map<Half, string> {
  // One folder per run, so that two runs (the Before and After sides, or two people) never share one.
  const dir = path.join(root, `.migration-pairs-${process.pid}-${path.basename(root)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files = halves.map((half, index) => {
    const file = path.join(dir, `half-${index}.tsx`);
    // `export {}` keeps a half without imports a module, so halves never share declarations.
    fs.writeFileSync(file, `${half.code}\nexport {};\n`);
    return file;
  });
  const program = ts.createProgram(files, OPTIONS);
  const failures = new Map<Half, string>();
  files.forEach((file, index) => {
    const source = program.getSourceFile(file)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    if (diagnostics.length === 0) return;
    failures.set(
      halves[index],
      diagnostics
        .map((diagnostic) => {
          const at =
            diagnostic.start === undefined
              ? 0
              : source.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
          return `  half line ${at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')}`;
        })
        .join('\n'),
    );
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return failures;
}

const before: Half[] = [];
const after: Half[] = [];
const problems: string[] = [];
for (const guide of guides) {
  const markdown = fs.readFileSync(path.resolve(cwd, guide), 'utf8');
  for (const line of halfMarkedFences(markdown))
    problems.push(`${guide}:${line}: a tsx fence has only one of the two marks`);
  for (const pair of extractPairs(markdown)) {
    before.push({ guide, line: pair.line, code: pair.before });
    after.push({ guide, line: pair.line, code: pair.after });
  }
}

const v8 = muiXV8Folder(cwd, 'migration:pairs');
const failedBefore = compile(v8.dir, before);
v8.dispose();
const failedAfter = compile(cwd, after);
for (const [half, message] of failedBefore)
  problems.push(`${half.guide}:${half.line}: Before (v8) fails:\n${message}`);
for (const [half, message] of failedAfter)
  problems.push(`${half.guide}:${half.line}: After (v9) fails:\n${message}`);

console.log(
  `migration:pairs: ${before.length} pairs in ${guides.length} guides, ${problems.length} problems`,
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
if (!checkOnly) {
  const record: PairsRecord = {
    _generated: PAIRS_NOTE,
    versions: { before: V8_VERSION, after: installedVersion(cwd, '@mui/x-data-grid') },
    passed: {
      before: [...new Set(before.map((half) => halfHash(half.code)))].sort(),
      after: [...new Set(after.map((half) => halfHash(half.code)))].sort(),
    },
  };
  fs.writeFileSync(path.join(cwd, PAIRS_FILE), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`migration:pairs: wrote ${PAIRS_FILE}`);
}
