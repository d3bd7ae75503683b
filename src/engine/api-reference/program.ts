import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { PackageInfo } from './packages';

/** Folders of a package that are not public entry points for components. */
const HIDDEN_SUBPATHS =
  /^\.\/(internals|themeAugmentation|moduleAugmentation|locales|material|package\.json)(\/|$)/;

export interface LoadedPackage extends PackageInfo {
  dir: string;
  /** Declaration file of the package root. */
  rootFile: string;
  /** Public subpaths (`./DataGrid`) and their declaration files. */
  subpaths: Map<string, string>;
}

type ExportTarget = string | { [condition: string]: ExportTarget } | null;

function typesOf(target: ExportTarget): string | undefined {
  if (typeof target === 'string' || target === null) return undefined;
  const preferred = target.require ?? target.default ?? target.import;
  if (typeof target.types === 'string') return target.types;
  return preferred === undefined ? undefined : typesOf(preferred);
}

/** Finds a package under node_modules; returns undefined (and says so) when it is not installed. */
export function loadPackage(info: PackageInfo, cwd: string): LoadedPackage | undefined {
  const dir = path.join(cwd, 'node_modules', info.name);
  const manifestPath = path.join(dir, 'package.json');
  if (!fs.existsSync(manifestPath)) {
    console.warn(`[api] ${info.name} is not installed: its components are skipped.`);
    return undefined;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    types?: string;
    typings?: string;
    exports?: Record<string, ExportTarget>;
  };
  const rootTypes =
    typesOf(manifest.exports?.['.'] ?? null) ?? manifest.types ?? manifest.typings ?? 'index.d.ts';
  const subpaths = new Map<string, string>();
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    if (key === '.' || key.includes('*') || HIDDEN_SUBPATHS.test(key)) continue;
    const types = typesOf(target);
    if (types) subpaths.set(key, path.join(dir, types));
  }
  return { ...info, dir, rootFile: path.join(dir, rootTypes), subpaths };
}

/** How the installed declarations are read: as a strict bundler-resolved TSX project would import them. */
export const API_COMPILER_OPTIONS: ts.CompilerOptions = {
  skipLibCheck: true,
  noEmit: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/**
 * One program for every package: shared declarations are parsed and checked once. It holds an
 * empty probe file too, so `instantiateWithDefaults` can fill it in a second program that
 * reuses every parsed file (`default-instances.ts`).
 */
export function createApiProgram(packages: readonly LoadedPackage[], cwd = process.cwd()): ts.Program {
  const roots = packages.flatMap((pkg) => [pkg.rootFile, ...pkg.subpaths.values()]);
  return ts.createProgram({
    rootNames: [...roots, probePath(cwd)],
    options: API_COMPILER_OPTIONS,
    host: probeHost(probePath(cwd), 'export {};\n'),
  });
}

/** The virtual file through which generic declarations are instantiated; never written to disk. */
export function probePath(cwd: string): string {
  return path.join(cwd, '__api-defaults-probe__.ts');
}

/** TypeScript's (internal) note on a file that stands for an identical copy elsewhere. */
interface Redirect {
  unredirected: ts.SourceFile;
}

/** A compiler host serving `text` as the probe file and, when given, the old program's files. */
export function probeHost(file: string, text: string, old?: ts.Program): ts.CompilerHost {
  const host = ts.createCompilerHost(API_COMPILER_OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, ...rest) => {
    if (fileName === file) return ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    // A package installed twice is read once; TypeScript wants the file itself, not its redirect.
    const reused = old?.getSourceFile(fileName) as (ts.SourceFile & { redirectInfo?: Redirect }) | undefined;
    return reused?.redirectInfo?.unredirected ?? reused ?? getSourceFile(fileName, ...rest);
  };
  host.fileExists = (fileName) => fileName === file || fileExists(fileName);
  return host;
}

/** Exports of a declaration file, or an empty list when the file is not in the program. */
export function moduleExports(program: ts.Program, file: string): ts.Symbol[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
