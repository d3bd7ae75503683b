import 'server-only';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { readDocs } from './jsdoc';
import { propertyType } from './members';
import type { ApiClass } from './types';

export interface ExtractedClasses {
  classes: ApiClass[];
  descriptions: Record<string, string>;
}

/** Runtime `*Classes` objects of one package: the only place the global class names are spelled out. */
export type ClassObjects = Map<string, Record<string, string>>;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Loads a package's JavaScript to read its class name objects; an empty map when it cannot load. */
export function loadClassObjects(packageName: string, cwd: string): ClassObjects {
  const found: ClassObjects = new Map();
  try {
    const load = createRequire(path.join(cwd, 'package.json'));
    const exports = load(packageName) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!/Classes$/.test(name) || typeof value !== 'object' || value === null) continue;
      const entries = Object.entries(value).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      );
      if (entries.length) found.set(name, Object.fromEntries(entries));
    }
  } catch (error) {
    console.warn(`[api] could not load ${packageName} to read class names: ${(error as Error).message}`);
  }
  return found;
}

/** What the packages' JavaScript says about class names, read beside their declaration files. */
export interface RuntimeClasses {
  /** The string-valued object `exportName` of the file next to `declarationFile`, if any. */
  object(declarationFile: string, exportName: string): Record<string, string> | undefined;
  /**
   * Whether the component whose declaration is `declarationFile` imports `moduleName` and passes
   * its `classes` prop on, as Babel compiles it: `classes` is not among the props it takes out
   * (`const _excluded = [...]`).
   */
  forwardsClasses(declarationFile: string, moduleName: string): boolean;
  /** The global class name `composeClasses` gives a key (`@mui/utils` `generateUtilityClass`). */
  utilityClass(prefix: string, key: string): string;
}

const javascriptOf = (declarationFile: string) => declarationFile.replace(/\.d\.m?ts$/, '.js');

/** Loads the CommonJS files next to the declarations (`axisClasses.d.ts` → `axisClasses.js`), each once. */
export function runtimeClasses(cwd: string): RuntimeClasses {
  const load = createRequire(path.join(cwd, 'package.json'));
  const modules = new Map<string, Record<string, unknown> | undefined>();
  const texts = new Map<string, string>();
  const generate = (
    load('@mui/utils/generateUtilityClass') as { default: (prefix: string, key: string) => string }
  ).default;
  return {
    utilityClass: (prefix, key) => generate(prefix, key),
    object(declarationFile, exportName) {
      const file = javascriptOf(declarationFile);
      if (!modules.has(file)) {
        try {
          modules.set(file, load(file) as Record<string, unknown>);
        } catch (error) {
          console.warn(`[api] could not load ${file} to read class names: ${(error as Error).message}`);
          modules.set(file, undefined);
        }
      }
      const value = modules.get(file)?.[exportName];
      if (typeof value !== 'object' || value === null) return undefined;
      const entries = Object.entries(value).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      );
      return entries.length ? Object.fromEntries(entries) : undefined;
    },
    forwardsClasses(declarationFile, moduleName) {
      const file = javascriptOf(declarationFile);
      if (!texts.has(file)) texts.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
      const text = texts.get(file)!;
      const excluded = /const _excluded = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
      return text.includes(`require("${moduleName}")`) && !excluded.includes('"classes"');
    },
  };
}

/** `@mui/material/List` for a declaration under `node_modules/@mui/material/List/`; undefined for MUI X's own. */
export function materialModule(declarationFile: string): string | undefined {
  const found = /\/node_modules\/@mui\/material\/(?:esm\/)?([^/]+)\/[^/]+$/.exec(declarationFile);
  return found ? `@mui/material/${found[1]}` : undefined;
}

/**
 * The `*Classes` interfaces a `classes` prop type is made from, nearest first: through `Partial`,
 * `Pick` and other aliases to their first argument, and from an interface to the ones it extends
 * (`Partial<Pick<RadarClasses, 'axisRoot'>>` → `RadarClasses`; `SankeyTooltipClasses` →
 * `ChartsTooltipClasses`).
 */
export function classesInterfaces(checker: ts.TypeChecker, type: ts.Type): ts.InterfaceType[] {
  const found: ts.InterfaceType[] = [];
  const seen = new Set<ts.Type>();
  const visit = (t: ts.Type | undefined): void => {
    if (!t || seen.has(t)) return;
    seen.add(t);
    if (t.isUnionOrIntersection()) t.types.forEach(visit);
    else if (t.aliasSymbol && t.aliasTypeArguments?.length) visit(t.aliasTypeArguments[0]);
    else if (t.isClassOrInterface()) {
      found.push(t);
      for (const base of checker.getBaseTypes(t)) visit(base);
    }
  };
  visit(type);
  return found;
}

/**
 * Where the runtime object typed as `classesType` is declared: an export of the declaration file
 * of the interface whose declared type is that interface (`export declare const axisClasses:
 * ChartsAxisClasses`, or Material UI's `declare const listClasses: ListClasses; export default
 * listClasses`).
 */
export function declaredClassObject(
  checker: ts.TypeChecker,
  classesType: ts.InterfaceType,
): { file: string; exportName: string } | undefined {
  const declaration = classesType.symbol?.declarations?.[0];
  if (!declaration) return undefined;
  const source = declaration.getSourceFile();
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return undefined;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const variable = symbol.valueDeclaration;
    if (!variable || !ts.isVariableDeclaration(variable) || !variable.type) continue;
    if (checker.getTypeFromTypeNode(variable.type) === classesType)
      return { file: source.fileName, exportName: exported.name };
  }
  return undefined;
}

/** Names the `*Classes` export of a component may have, best guess first (used to break ties). */
function candidateNames(component: string, declared: string | undefined): string[] {
  const names: string[] = [];
  if (declared && /Classes$/.test(declared)) names.push(lowerFirst(declared));
  names.push(`${lowerFirst(component)}Classes`);
  if (component.startsWith('Charts')) names.push(`${lowerFirst(component.slice('Charts'.length))}Classes`);
  if (component.startsWith('DataGrid')) names.push('gridClasses');
  return names;
}

/** Share of keys two sets have in common (1: the same keys). */
function overlap(a: readonly string[], b: ReadonlySet<string>): number {
  const common = a.filter((key) => b.has(key)).length;
  return common / (a.length + b.size - common);
}

/**
 * The runtime object holding a component's class names. An export name can mislead (x-charts
 * exports the radar axis classes as `chartsAxisClasses`), and so can the `classes` prop's type
 * (`MarkElement` declares the whole line chart's `LineClasses`), so the object whose names all
 * start with the component's theme name (`MuiChartsAxis-`) wins, the one sharing most keys with
 * the classes interface first. When no object carries that prefix (some runtime names differ
 * from the theme name), a guessed export name sharing most of the keys does.
 */
export function chooseClassObject(
  objects: ClassObjects,
  keys: readonly string[] | undefined,
  prefix: string,
  preferred: readonly string[],
): string | undefined {
  const wanted = new Set(keys ?? []);
  const score = (name: string) => (wanted.size ? overlap(Object.keys(objects.get(name)!), wanted) : 1);
  const order = (name: string) => (preferred.includes(name) ? preferred.indexOf(name) : preferred.length);
  const best = (names: string[]) =>
    names.sort((a, b) => score(b) - score(a) || order(a) - order(b) || a.localeCompare(b))[0];
  // Global state classes (`Mui-focused`) carry no component name.
  const own = (name: string) =>
    Object.values(objects.get(name)!).filter((value) => !/^Mui-[a-z]/.test(value));
  const prefixed = [...objects.keys()].filter(
    (name) => own(name).length > 0 && own(name).every((value) => value.startsWith(`${prefix}-`)),
  );
  if (prefixed.length > 0) return best(prefixed);
  return best(preferred.filter((name) => objects.has(name) && score(name) >= 0.5));
}

/**
 * The runtime object of the interface a `classes` prop is typed with, when its declaration file
 * declares one, limited to the keys the prop takes when it picks some of them
 * (`Partial<Pick<LineClasses, 'mark'>>` documents `mark` only). A Material UI interface counts
 * only when the component renders that Material UI component and passes `classes` on to it
 * (`PickersShortcuts` → `List`; not `PickersTextField`, which composes its own class names).
 */
function objectOfDeclaredType(
  checker: ts.TypeChecker,
  classesProp: ts.Type,
  keyed: readonly string[],
  where: ts.Node,
  runtime: RuntimeClasses,
): { values: Record<string, string>; interfaceType: ts.Type } | undefined {
  for (const interfaceType of classesInterfaces(checker, classesProp)) {
    const at = declaredClassObject(checker, interfaceType);
    if (!at) continue;
    // A Material UI interface names that component's classes only where it gets the prop.
    const material = materialModule(at.file);
    if (material && !runtime.forwardsClasses(where.getSourceFile().fileName, material)) continue;
    const values = runtime.object(at.file, at.exportName);
    if (!values) continue;
    const all = checker.getPropertiesOfType(interfaceType).map((member) => member.name);
    const picked = keyed.length < all.length && keyed.every((key) => all.includes(key));
    return {
      values: picked
        ? Object.fromEntries(Object.entries(values).filter(([key]) => keyed.includes(key)))
        : values,
      interfaceType,
    };
  }
  return undefined;
}

export function extractClasses(
  checker: ts.TypeChecker,
  component: string,
  propsType: ts.Type,
  where: ts.Node,
  objects: ClassObjects,
  exported: Map<string, ts.Symbol>,
  themeName?: string,
  runtime?: RuntimeClasses,
): ExtractedClasses {
  const result: ExtractedClasses = { classes: [], descriptions: {} };
  const classesProp = propertyType(checker, propsType, 'classes', where);
  const declared = classesProp?.aliasTypeArguments?.[0]?.symbol?.name ?? classesProp?.symbol?.name;
  // Without a `classes` prop, the `<Component>Classes` interface says which keys it has.
  const keysType = classesProp ?? declaredInterface(checker, exported, `${lowerFirst(component)}Classes`);
  const keyed = keysType && checker.getPropertiesOfType(keysType).map((member) => member.name);
  let values: Record<string, string>;
  let interfaceType: ts.Type | undefined;
  // Keys the interface paired with the object declares (`GridClasses` for `gridClasses`).
  let declaredKeys: readonly string[] = [];
  // First the package's own object by theme prefix and keys (as read for every earlier major);
  // else the object the declarations name through the prop's type (`Partial<ChartsAxisClasses>`
  // of ChartsXAxis, whose theme key MuiChartsXAxis no class name carries).
  const objectName = chooseClassObject(
    objects,
    keyed,
    themeName ?? `Mui${component}`,
    candidateNames(component, declared),
  );
  if (objectName) {
    values = objects.get(objectName) ?? {};
    const paired = declaredInterface(checker, exported, objectName);
    interfaceType = paired ?? keysType;
    if (paired) declaredKeys = checker.getPropertiesOfType(paired).map((member) => member.name);
  } else {
    const typed =
      classesProp && runtime && objectOfDeclaredType(checker, classesProp, keyed ?? [], where, runtime);
    if (!typed) return result;
    ({ values, interfaceType } = typed);
    declaredKeys = keyed ?? [];
  }
  values = { ...values, ...declaredOnly(values, declaredKeys, runtime) };
  for (const [key, className] of Object.entries(values).sort(([a], [b]) => a.localeCompare(b))) {
    const member = interfaceType && checker.getPropertyOfType(interfaceType, key);
    const docs = member && readDocs(checker, member);
    if (docs?.ignored) continue;
    result.classes.push({ key, className });
    if (docs?.description) result.descriptions[key] = docs.description;
  }
  return result;
}

/**
 * Keys the classes interface declares but the runtime object leaves out, named as the components
 * that compose them name them (`pivotPanelBody` → `MuiDataGrid-pivotPanelBody`, composed by the
 * pivot panel with `getDataGridUtilityClass`): only when every name in the object has one prefix.
 */
function declaredOnly(
  values: Record<string, string>,
  declaredKeys: readonly string[],
  runtime: RuntimeClasses | undefined,
): Record<string, string> {
  const missing = declaredKeys.filter((key) => !(key in values));
  const prefixes = new Set(
    Object.values(values)
      .filter((name) => !/^Mui-[a-z]/.test(name))
      .map((name) => name.slice(0, name.indexOf('-'))),
  );
  if (!runtime || missing.length === 0 || prefixes.size !== 1) return {};
  const [prefix] = prefixes;
  return Object.fromEntries(missing.map((key) => [key, runtime.utilityClass(prefix, key)]));
}

function declaredInterface(
  checker: ts.TypeChecker,
  exported: Map<string, ts.Symbol>,
  objectName: string,
): ts.Type | undefined {
  const symbol = exported.get(upperFirst(objectName));
  return symbol && checker.getDeclaredTypeOfSymbol(symbol);
}
