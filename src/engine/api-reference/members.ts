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
}

function isInherited(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length > 0 && declarations.every((d) => INHERITED_FILES.test(d.getSourceFile().fileName))
  );
}

/** Reads the properties of a props type or an interface, sorted by name. */
export function extractMembers(checker: ts.TypeChecker, type: ts.Type, where: ts.Node): ExtractedMembers {
  const result: ExtractedMembers = {
    members: [],
    descriptions: {},
    deprecations: {},
    referencedNames: new Set(),
  };
  const properties = checker.getPropertiesOfType(checker.getApparentType(type));
  for (const symbol of properties) {
    // `__@iterator@123`: TypeScript's escaped name of a well-known symbol (an array type's
    // iterator), not a member a reader can write; its number also differs between builds.
    if (SKIPPED_NAMES.has(symbol.name) || symbol.name.startsWith('__@') || isInherited(symbol)) continue;
    const docs = readDocs(checker, symbol);
    const member: ApiProp = {
      name: symbol.name,
      type: describeType(checker, symbol, checker.getTypeOfSymbolAtLocation(symbol, where), where),
      required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
      deprecated: docs.deprecated !== undefined,
    };
    if (docs.default !== undefined) member.default = docs.default;
    result.members.push(member);
    if (!SECTION_PROPS.has(symbol.name)) {
      for (const name of [...declaredTypeNames(symbol), ...apiTypeNames(member.type)])
        result.referencedNames.add(name);
    }
    if (docs.description) result.descriptions[symbol.name] = docs.description;
    if (docs.deprecated) result.deprecations[symbol.name] = docs.deprecated;
  }
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
