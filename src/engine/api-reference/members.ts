import ts from 'typescript';
import { readDocs } from './jsdoc';
import { describeType } from './type-text';
import { apiTypeNames, declaredTypeNames } from './type-refs';
import type { ApiProp } from './types';

/** Props every element accepts; a page listing them would bury the component's own. */
const INHERITED_FILES = /node_modules\/(@types\/react|csstype)\//;
const SKIPPED_NAMES = new Set(['key', 'ref']);
/** Props whose types the Slots and CSS classes sections already document: no interface pages from them. */
const SECTION_PROPS = new Set(['slots', 'slotProps', 'classes']);

export interface ExtractedMembers {
  members: ApiProp[];
  descriptions: Record<string, string>;
  deprecations: Record<string, string>;
  /** Names the members' types refer to, declared or shown: candidates for interface pages. */
  referencedNames: Set<string>;
  /** Members declared outside MUI X (or nowhere: `MAPPED`), by the file declaring them. */
  foreignFiles?: Map<string, string>;
}

/** Material UI's and MUI System's declarations, passed on by components built on theirs. */
const FOREIGN_FILES = /node_modules\/(@mui\/(?:material|system|base|utils))\/(?:esm\/)?(?:([A-Z]\w*)\/)?/;

/** Capitalised folders of Material UI that hold types, not components. */
const HELPER_FOLDERS = new Set(['OverridableComponent']);

/** Stands for "no declaration" in the files map of `markInherited`. */
export const MAPPED = '<mapped>';

/**
 * Who declares a member MUI X passes on: the Material UI component (`Stack`), or the package.
 * System props (`bgcolor`) come from MUI System through the component's props, so they are
 * credited to that component when the entry inherits from exactly one.
 */
export function markInherited(members: ApiProp[], files: ReadonlyMap<string, string>): void {
  const owners = new Map<string, string>();
  for (const member of members) {
    const match = FOREIGN_FILES.exec(files.get(member.name) ?? '');
    if (match) owners.set(member.name, match[2] && !HELPER_FOLDERS.has(match[2]) ? match[2] : match[1]);
  }
  const components = new Set([...owners.values()].filter((owner) => !owner.startsWith('@')));
  const only = components.size === 1 ? [...components][0] : undefined;
  for (const member of members) {
    const owner = owners.get(member.name);
    if (owner) member.inheritedFrom = owner.startsWith('@') && only ? only : owner;
    // Members of a mapped type have no declaration; beside a Material UI component's props they
    // are MUI System's (`bgcolor`, `alignContent`), which that component passes on.
    else if (only && files.get(member.name) === MAPPED) member.inheritedFrom = only;
  }
}

function isInherited(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 && declarations.every((d) => INHERITED_FILES.test(d.getSourceFile().fileName))
  );
}

/** Reads the properties of a props type or an interface, sorted by name. */
export function extractMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  where: ts.Node,
  skip: ReadonlySet<string> = new Set(),
): ExtractedMembers {
  const result: ExtractedMembers = {
    members: [],
    descriptions: {},
    deprecations: {},
    referencedNames: new Set(),
  };
  const properties = checker.getPropertiesOfType(checker.getApparentType(type));
  const files = new Map<string, string>();
  result.foreignFiles = files;
  for (const symbol of properties) {
    // `__@iterator@123`: TypeScript's escaped name of a well-known symbol (an array type's
    // iterator), not a member a reader can write; its number also differs between builds.
    if (
      skip.has(symbol.name) ||
      SKIPPED_NAMES.has(symbol.name) ||
      symbol.name.startsWith('__@') ||
      isInherited(symbol)
    )
      continue;
    const docs = readDocs(checker, symbol);
    if (docs.ignored) continue;
    const member: ApiProp = {
      name: symbol.name,
      type: describeType(checker, symbol, checker.getTypeOfSymbolAtLocation(symbol, where), where),
      required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
      deprecated: docs.deprecated !== undefined,
    };
    if (docs.default !== undefined) member.default = docs.default;
    result.members.push(member);
    const declarations = symbol.declarations ?? [];
    if (declarations.length === 0) files.set(symbol.name, MAPPED);
    else if (declarations.every((d) => FOREIGN_FILES.test(d.getSourceFile().fileName)))
      files.set(symbol.name, declarations[0].getSourceFile().fileName);
    if (!SECTION_PROPS.has(symbol.name)) {
      for (const name of [...declaredTypeNames(symbol), ...apiTypeNames(member.type)])
        result.referencedNames.add(name);
    }
    if (docs.description) result.descriptions[symbol.name] = docs.description;
    if (docs.deprecated) result.deprecations[symbol.name] = docs.deprecated;
  }
  markInherited(result.members, files);
  result.members.sort((a, b) => a.name.localeCompare(b.name));
  return result;
}

/** The type of one property of a type, without the `undefined` of optionality. */
export function propertyType(
  checker: ts.TypeChecker,
  type: ts.Type,
  name: string,
  where: ts.Node,
): ts.Type | undefined {
  const symbol = checker.getPropertyOfType(checker.getApparentType(type), name);
  return symbol && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, where));
}

/**
 * Adds to the members read from a generic declaration those only its instantiation with defaults
 * has (`xAxis` of `ChartsContainerPro`, every member of `AxisConfig`); a member both have keeps
 * its generic reading (`rows: readonly R[]` says more than `readonly any[]`).
 */
export function withInstantiated(
  generic: ExtractedMembers,
  read: (skip: ReadonlySet<string>) => ExtractedMembers | undefined,
): ExtractedMembers {
  const extra = read(new Set(generic.members.map((member) => member.name)));
  if (!extra || extra.members.length === 0) return generic;
  const members = [...generic.members, ...extra.members].sort((a, b) => a.name.localeCompare(b.name));
  // Credit passed-on props over both halves: one half may hold `spacing`, the other `bgcolor`.
  const merged = new Map([...(extra.foreignFiles ?? []), ...(generic.foreignFiles ?? [])]);
  markInherited(members, merged);
  return {
    members,
    descriptions: { ...extra.descriptions, ...generic.descriptions },
    deprecations: { ...extra.deprecations, ...generic.deprecations },
    referencedNames: new Set([...generic.referencedNames, ...extra.referencedNames]),
    foreignFiles: merged,
  };
}
