import type ts from 'typescript';
import { readDocs } from './jsdoc';
import { propertyType } from './members';
import type { ApiSlot } from './types';

export interface ExtractedSlots {
  slots: ApiSlot[];
  descriptions: Record<string, string>;
}

/** Reads the slot names, defaults and descriptions from a component's `slots` prop. */
export function extractSlots(checker: ts.TypeChecker, propsType: ts.Type, where: ts.Node): ExtractedSlots {
  const result: ExtractedSlots = { slots: [], descriptions: {} };
  const slotsType = propertyType(checker, propsType, 'slots', where);
  if (!slotsType) return result;
  for (const symbol of checker.getPropertiesOfType(checker.getApparentType(slotsType))) {
    const docs = readDocs(checker, symbol);
    if (docs.ignored) continue;
    const slot: ApiSlot = { name: symbol.name };
    if (docs.default) slot.default = docs.default;
    result.slots.push(slot);
    if (docs.description) result.descriptions[symbol.name] = docs.description;
  }
  result.slots.sort((a, b) => a.name.localeCompare(b.name));
  return result;
}
