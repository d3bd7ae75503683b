import type ts from 'typescript';
import { extractClasses, type ClassObjects, type RuntimeClasses } from './classes';
import type { ComponentGroup } from './collect';
import { propsTypeOf } from './detect';
import type { SubpathIndex } from './imports';
import { readDocs, withoutLinkLists } from './jsdoc';
import type { DefaultInstances } from './default-instances';
import { extractMembers, withInstantiated } from './members';
import { toKebab } from './packages';
import { extractSlots } from './slots';
import { declarationSource } from './source';
import { GENERATED_NOTE, type ApiDescriptions, type ComponentEntry } from './types';

export interface BuiltEntry<E> {
  entry: E;
  descriptions: ApiDescriptions;
  /** Type names the props' types refer to (in memory only: they pick the interface pages). */
  referencedNames?: Set<string>;
}

export interface ComponentContext {
  checker: ts.TypeChecker;
  imports: SubpathIndex;
  /** Runtime class name objects per package name. */
  classObjects: Map<string, ClassObjects>;
  /** Reads class name objects and `classes` forwarding from the JavaScript (absent: not loaded). */
  runtimeClasses?: RuntimeClasses;
  /** Resolved root exports per package name. */
  exportsByPackage: Map<string, Map<string, ts.Symbol>>;
  /** The `theme.components` key of a component, when its package declares one. */
  themeName: (group: ComponentGroup) => string | undefined;
  /** Generic components instantiated with their type parameters' defaults. */
  defaults?: DefaultInstances;
}

export function buildComponentEntry(
  ctx: ComponentContext,
  group: ComponentGroup,
): BuiltEntry<ComponentEntry> {
  const { checker } = ctx;
  const where = group.symbol.valueDeclaration ?? group.symbol.declarations![0];
  const propsType = propsTypeOf(checker, checker.getTypeOfSymbolAtLocation(group.symbol, where));
  const docs = readDocs(checker, group.symbol);
  const entry: ComponentEntry = {
    _generated: GENERATED_NOTE,
    name: group.name,
    kebab: toKebab(group.name),
    product: group.product,
    kind: 'component',
    plan: group.plans[0],
    plans: group.plans,
    aliases: group.aliases,
    imports: ctx.imports.importLines(group.owner, group.name),
    deprecated: docs.deprecated !== undefined,
    props: [],
    slots: [],
    classes: [],
  };
  const source = declarationSource(where);
  if (source) entry.source = source;
  const descriptions: ApiDescriptions = {
    _generated: GENERATED_NOTE,
    description: withoutLinkLists(docs.description),
  };
  if (docs.deprecated !== undefined) descriptions.deprecated = { _self: docs.deprecated };
  if (!propsType) return { entry, descriptions };
  const instance = ctx.defaults?.get({ module: group.owner.name, name: group.name, kind: 'call' });
  const members = withInstantiated(
    extractMembers(checker, propsType, where),
    (skip) => instance && extractMembers(ctx.defaults!.checker, instance.type, instance.where, skip),
  );
  const slots = extractSlots(checker, propsType, where);
  const classes = extractClasses(
    checker,
    group.name,
    propsType,
    where,
    ctx.classObjects.get(group.owner.name) ?? new Map(),
    ctx.exportsByPackage.get(group.owner.name) ?? new Map(),
    ctx.themeName(group),
    ctx.runtimeClasses,
  );
  entry.props = members.members;
  entry.slots = slots.slots;
  entry.classes = classes.classes;
  descriptions.props = members.descriptions;
  descriptions.slots = slots.descriptions;
  descriptions.classes = classes.descriptions;
  descriptions.deprecated = {
    ...descriptions.deprecated,
    ...members.deprecations,
  };
  return { entry, descriptions, referencedNames: members.referencedNames };
}
