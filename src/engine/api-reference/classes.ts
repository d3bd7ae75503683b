import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
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

export function extractClasses(
  checker: ts.TypeChecker,
  component: string,
  propsType: ts.Type,
  where: ts.Node,
  objects: ClassObjects,
  exported: Map<string, ts.Symbol>,
  themeName?: string,
): ExtractedClasses {
  const result: ExtractedClasses = { classes: [], descriptions: {} };
  const classesProp = propertyType(checker, propsType, 'classes', where);
  const declared = classesProp?.aliasTypeArguments?.[0]?.symbol?.name ?? classesProp?.symbol?.name;
  // Without a `classes` prop, the `<Component>Classes` interface says which keys it has.
  const keysType = classesProp ?? declaredInterface(checker, exported, `${lowerFirst(component)}Classes`);
  const keyed = keysType && checker.getPropertiesOfType(keysType).map((member) => member.name);
  const prefix = themeName ?? `Mui${component}`;
  const objectName = chooseClassObject(objects, keyed, prefix, candidateNames(component, declared));
  if (!objectName) return result;
  const values = objects.get(objectName) ?? {};
  const interfaceType = declaredInterface(checker, exported, objectName) ?? keysType;
  for (const [key, className] of Object.entries(values).sort(([a], [b]) => a.localeCompare(b))) {
    const member = interfaceType && checker.getPropertyOfType(interfaceType, key);
    const docs = member && readDocs(checker, member);
    if (docs?.ignored) continue;
    result.classes.push({ key, className });
    if (docs?.description) result.descriptions[key] = docs.description;
  }
  return result;
}

function declaredInterface(
  checker: ts.TypeChecker,
  exported: Map<string, ts.Symbol>,
  objectName: string,
): ts.Type | undefined {
  const symbol = exported.get(upperFirst(objectName));
  return symbol && checker.getDeclaredTypeOfSymbol(symbol);
}
