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

/** Names the `*Classes` export of a component may have, best guess first. */
function candidateNames(
  checker: ts.TypeChecker,
  component: string,
  propsType: ts.Type,
  where: ts.Node,
): string[] {
  const names: string[] = [];
  const classesProp = propertyType(checker, propsType, 'classes', where);
  const declared = classesProp?.aliasTypeArguments?.[0]?.symbol?.name ?? classesProp?.symbol?.name;
  if (declared && /Classes$/.test(declared)) names.push(lowerFirst(declared));
  names.push(`${lowerFirst(component)}Classes`);
  if (component.startsWith('Charts')) names.push(`${lowerFirst(component.slice('Charts'.length))}Classes`);
  if (component.startsWith('DataGrid')) names.push('gridClasses');
  return names;
}

export function extractClasses(
  checker: ts.TypeChecker,
  component: string,
  propsType: ts.Type,
  where: ts.Node,
  objects: ClassObjects,
  exported: Map<string, ts.Symbol>,
): ExtractedClasses {
  const result: ExtractedClasses = { classes: [], descriptions: {} };
  const objectName = candidateNames(checker, component, propsType, where).find((name) => objects.has(name));
  if (!objectName) return result;
  const values = objects.get(objectName) ?? {};
  const interfaceSymbol = exported.get(upperFirst(objectName));
  const interfaceType = interfaceSymbol && checker.getDeclaredTypeOfSymbol(interfaceSymbol);
  for (const [key, className] of Object.entries(values).sort(([a], [b]) => a.localeCompare(b))) {
    result.classes.push({ key, className });
    const member = interfaceType && checker.getPropertyOfType(interfaceType, key);
    const description = member && readDocs(checker, member).description;
    if (description) result.descriptions[key] = description;
  }
  return result;
}
