import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTENT_DIR } from '../content/files';
import { GENERATED_HEADER, STYLINGS, type DemoFiles } from './registry';

/** Modules every edited demo may need although its source does not name them (automatic JSX runtime). */
export const ALWAYS_IN_SCOPE = ['react', 'react/jsx-runtime'] as const;

/**
 * Module specifiers a demo needs at run time, as written in its source: value imports,
 * side-effect imports and re-exports. Type-only imports are left out (they vanish when
 * transpiled, and some name modules that only exist as declarations).
 */
export function runtimeImports(code: string, fileName = 'Demo.tsx'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      const onlyTypes =
        !statement.importClause?.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.add(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const specifier = statement.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier)) found.add(specifier.text);
    }
  }
  return [...found];
}

/** Where the generated module imports a specifier from: packages as written, local files from content/. */
function importPath(specifier: string, demoFile: string, toContent: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = path.posix.join(path.posix.dirname(demoFile), specifier);
  return `${toContent}/${target}`;
}

/** The loader of one demo file's modules: an object keyed by the specifiers the code may import. */
export function scopeLoader(specifiers: string[], demoFile: string, toContent = '../content'): string {
  const all = [...new Set([...ALWAYS_IN_SCOPE, ...specifiers])];
  const imports = all.map(
    (specifier) => `import(${JSON.stringify(importPath(specifier, demoFile, toContent))})`,
  );
  const keys = JSON.stringify(all);
  return `() => Promise.all([${imports.join(', ')}]).then((modules) => scope(${keys}, modules))`;
}

/**
 * Source of `generated/demo-scopes.ts`: per demo and styling, a loader of the modules
 * its code imports. Only live editing loads it (after the reader's first edit); the
 * bundler resolves each specifier to the module instance the running demo already uses.
 * `toContent` is content/ seen from the written file (`next dev` writes one per page).
 */
export function demoScopesSource(
  demos: Map<string, DemoFiles>,
  root = CONTENT_DIR,
  toContent = '../content',
): string {
  const lines = [...demos.entries()].map(([id, files]) => {
    const loaders = STYLINGS.flatMap((styling) => {
      const file = files[styling];
      if (!file) return [];
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      return [`    ${styling}: ${scopeLoader(runtimeImports(code, file), file, toContent)},`];
    });
    return `  ${JSON.stringify(id)}: {\n${loaders.join('\n')}\n  },`;
  });
  return [
    GENERATED_HEADER('npm run generate'),
    '/** Modules an edited demo may import, by the specifier its source uses. */',
    'export type DemoScope = Record<string, unknown>;',
    'type ScopeLoader = () => Promise<DemoScope>;',
    '',
    'function scope(keys: string[], modules: unknown[]): DemoScope {',
    '  return Object.fromEntries(keys.map((key, index) => [key, modules[index]]));',
    '}',
    '',
    '/** Per demo id (`<pageKey>/<Name>`) and styling, the loader of what its code imports. */',
    'export const demoScopes: Record<string, { system: ScopeLoader; tailwind?: ScopeLoader; css?: ScopeLoader }> = {',
    ...lines,
    '};',
    '',
    "/** The loaders of one page's demos (all of them here; `next dev` loads its copy page by page). */",
    'export const scopesOfPage = async (_pageKey: string): Promise<typeof demoScopes> => demoScopes;',
    '',
  ].join('\n');
}
