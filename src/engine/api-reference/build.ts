import type ts from 'typescript';
import { loadClassObjects, runtimeClasses, type ClassObjects } from './classes';
import { collectComponents } from './collect';
import { buildComponentEntry, type BuiltEntry } from './component-entry';
import { SubpathIndex } from './imports';
import { buildInterfacePages } from './interface-pages';
import {
  hasDefaultedTypeParameters,
  instantiateWithDefaults,
  type DefaultsRequest,
} from './default-instances';
import { isGenericComponent } from './detect';
import { markPropPlans } from './prop-plans';
import { inheritTextFieldClasses } from './slot-classes';
import { readThemeNames } from './theme-names';
import { API_PACKAGES, type PackageInfo } from './packages';
import { createApiProgram, loadPackage, moduleExports, resolveAlias, type LoadedPackage } from './program';
import type { ApiEntry, ComponentEntry } from './types';
import { API_PRODUCTS, apiPathname } from './api-index';
import { docsTreePathnames, linkDocText, mapDescriptions } from './doc-links';

export interface ApiBuildResult {
  entries: BuiltEntry<ApiEntry>[];
  packages: LoadedPackage[];
  program: ts.Program;
}

export interface ApiBuildOptions {
  cwd: string;
  /** Skip loading the packages' JavaScript (class names then stay empty). */
  skipRuntime?: boolean;
  /** Packages to read, lowest plan first; the installed 8.x packages by default. */
  packages?: readonly PackageInfo[];
  /** Point description links at this site's pages (true by default; an older major's snapshot skips it). */
  linkDocs?: boolean;
}

/** Reads every package once and returns one entry per component and Data Grid interface. */
export function buildApiEntries(options: ApiBuildOptions): ApiBuildResult {
  const packages = (options.packages ?? API_PACKAGES)
    .map((info) => loadPackage(info, options.cwd))
    .filter((pkg): pkg is LoadedPackage => pkg !== undefined);
  const program = createApiProgram(packages, options.cwd);
  const checker = program.getTypeChecker();
  const exportsByPackage = new Map<string, Map<string, ts.Symbol>>();
  for (const pkg of packages) {
    const symbols = moduleExports(program, pkg.rootFile);
    if (symbols.length === 0)
      console.warn(`[api] ${pkg.name} has no readable declarations at ${pkg.rootFile}.`);
    exportsByPackage.set(pkg.name, new Map(symbols.map((s) => [s.name, resolveAlias(checker, s)])));
  }
  const classObjects = new Map<string, ClassObjects>();
  for (const pkg of packages) {
    classObjects.set(pkg.name, options.skipRuntime ? new Map() : loadClassObjects(pkg.name, options.cwd));
  }
  const imports = new SubpathIndex(program);
  const { groups, kinds } = collectComponents(program, packages);
  const themeNames = packages.map((pkg) => ({ pkg, names: readThemeNames(pkg.dir) }));
  const themeName = (item: { name: string; product: string }) =>
    themeNames
      .find(({ pkg, names }) => pkg.product === item.product && names.has(item.name))
      ?.names.get(item.name);
  for (const [name, counts] of kinds) {
    console.log(
      `[api] ${name}: ${counts.component} components (skipped ${counts.styled} styled slots, ${counts.icon} icons, ${counts.context} contexts)`,
    );
  }
  const requests: DefaultsRequest[] = [
    ...groups
      .filter((group) => isGenericComponent(checker, group.symbol))
      .map((group) => ({ module: group.owner.name, name: group.name, kind: 'call' as const })),
    ...packages.flatMap((pkg) =>
      [...exportsByPackage.get(pkg.name)!]
        .filter(([, symbol]) => hasDefaultedTypeParameters(symbol.declarations?.[0]))
        .map(([name]) => ({ module: pkg.name, name, kind: 'type' as const })),
    ),
  ];
  const defaults = instantiateWithDefaults(program, requests, options.cwd);
  const runtime = options.skipRuntime ? undefined : runtimeClasses(options.cwd);
  const ctx = {
    checker,
    imports,
    classObjects,
    runtimeClasses: runtime,
    exportsByPackage,
    themeName,
    defaults,
  };
  const entries: BuiltEntry<ApiEntry>[] = [];
  for (const group of groups) {
    const built = buildComponentEntry(ctx, group);
    if (built.entry.props.length === 0)
      console.warn(`[api] ${group.name} (${group.owner.name}) has no props of its own.`);
    entries.push(built);
  }
  inheritTextFieldClasses(entries as BuiltEntry<ComponentEntry>[]);
  const components = entries.map((built) => built.entry as ComponentEntry);
  markPropPlans(components);
  for (const entry of components) {
    const key = themeName(entry);
    if (key) entry.themeName = key;
  }
  entries.push(...buildInterfacePages(checker, packages, exportsByPackage, entries, defaults));
  if (options.linkDocs !== false) linkDescriptions(entries);
  return { entries, packages, program };
}

/**
 * Points the descriptions' mui.com/x links at our pages where the navigation tree or this
 * build has them; warns, naming the entry, about each link left external.
 */
export function linkDescriptions(entries: BuiltEntry<ApiEntry>[], docsPages: string[] = docsTreePathnames()) {
  const known = new Set([
    ...docsPages,
    ...API_PRODUCTS.map((product) => `/x/api/${product}`),
    ...entries.map((built) => apiPathname(built.entry)),
  ]);
  for (const built of entries) {
    const missing = new Set<string>();
    built.descriptions = mapDescriptions(built.descriptions, (text) =>
      linkDocText(
        text,
        (pathname) => known.has(pathname),
        (url) => missing.add(url),
      ),
    );
    if (missing.size > 0) {
      console.warn(
        `[api] ${built.entry.name}: no page here for ${[...missing].join(', ')}; kept as mui.com links.`,
      );
    }
  }
}
