import type { ApiNames } from './api-names';
import { editDistance, nearestName } from './edit-distance';

/**
 * When an inline code span names an API (the rule, applied to pages whose front matter lists
 * `components`):
 *
 * 1. `slots.x` / `slotProps.x` anywhere in the span: `x` must be a slot of a listed component.
 * 2. `apiRef.current.x` (also `apiRef.x`, `apiRef.current?.x`): `x` must be a method of the
 *    product's `apiRef` interface at the page's plan (`GridApi`, `GridApiPro`, `GridApiPremium`).
 * 3. A class token `Mui<Name>-<key>` (with or without the dot) whose prefix belongs to a listed
 *    component must be one of its global class names. `Mui-selected` and other products' classes
 *    are left alone.
 * 4. `<Component attr …>` where `Component` is listed: every attribute must be one of its props.
 * 5. A span that is just an identifier (`rowHeight`, `onRowClick()`, `density="compact"`):
 *    a camelCase identifier, or any identifier followed by `=`, passes when it is a known API
 *    name of the product (prop, slot, class key, `apiRef` method or interface property at any
 *    plan); it fails when it is within a small edit distance (1, or 2 from 10 characters) of a
 *    known name, which is a typo; anything further away is a value or a local name and is left alone.
 *
 * Everything else (values, file names, code that names none of the above) is not checked.
 */
export interface SpanProblem {
  /** The name as written. */
  name: string;
  message: string;
}

const IDENT = '[A-Za-z_$][\\w$]*';
const SLOT = new RegExp(`\\b(slots|slotProps)\\??\\.(${IDENT})`, 'g');
const API_REF = new RegExp(`\\bapiRef\\.(?:current[!?]?\\.)?(${IDENT})`, 'g');
const CLASS = /\bMui[A-Z][A-Za-z]*-[A-Za-z0-9-]*[A-Za-z0-9]/g;
const JSX_TAG = /<([A-Z][A-Za-z0-9]*)\b([^<>]*?)\/?>/g;
const BARE = /^([a-z][A-Za-z0-9]*)(?:\(.*\))?(=.*)?$/s;

function didYouMean(
  name: string,
  candidates: Iterable<string>,
  names: ApiNames,
  where = names.elsewhere,
): string {
  const elsewhere = where.get(name);
  if (elsewhere) return ` It exists in ${elsewhere}, which is not at this page's components/plan.`;
  const nearest = nearestName(name, candidates);
  return nearest ? ` Nearest: \`${nearest.name}\`.` : '';
}

/** Removes quoted strings and `{…}` expressions, leaving a JSX tag's attribute names. */
function attributeNames(text: string): string[] {
  let rest = text.replace(/"[^"]*"|'[^']*'/g, ' ');
  let previous;
  do {
    previous = rest;
    rest = rest.replace(/\{[^{}]*\}/g, ' ');
  } while (rest !== previous);
  return [...rest.matchAll(/(?:^|\s)([A-Za-z_$][\w$-]*)/g)].map((match) => match[1]);
}

/** Threshold of rule 5: an identifier this close to a known name is a typo of it. */
export function typoLimit(name: string): number {
  return name.length >= 10 ? 2 : 1;
}

/** Checks one inline code span against the page's API names; returns one problem per bad name. */
export function checkSpan(span: string, names: ApiNames): SpanProblem[] {
  const problems: SpanProblem[] = [];
  const listed = names.components.join(', ');
  for (const [, , slot] of span.matchAll(SLOT)) {
    if (!names.slots.has(slot)) {
      problems.push({
        name: slot,
        message: `\`${slot}\` is not a slot of ${listed}.${didYouMean(slot, names.slots, names)}`,
      });
    }
  }
  if (names.api) {
    for (const [, method] of span.matchAll(API_REF)) {
      if (method === 'current' || names.api.methods.has(method)) continue;
      problems.push({
        name: method,
        message: `\`apiRef.current.${method}\` is not in ${names.api.name}.${didYouMean(method, names.api.methods, names, names.api.elsewhere)}`,
      });
    }
  }
  for (const [className] of span.matchAll(CLASS)) {
    if (!names.classPrefixes.has(className.split('-')[0]) || names.classNames.has(className)) continue;
    problems.push({
      name: className,
      message: `\`${className}\` is not a class of ${listed}.${didYouMean(className, names.classNames, names)}`,
    });
  }
  for (const [, tag, attributes] of span.matchAll(JSX_TAG)) {
    const props = names.propsByComponent.get(tag);
    if (!props) continue;
    for (const attribute of attributeNames(attributes)) {
      if (props.has(attribute) || attribute === 'key' || attribute === 'ref') continue;
      problems.push({
        name: attribute,
        message: `\`${attribute}\` is not a prop of ${tag}.${didYouMean(attribute, props, names)}`,
      });
    }
  }
  const bare = BARE.exec(span.trim());
  if (bare) {
    const [, identifier, assigned] = bare;
    const camel = /[A-Z]/.test(identifier);
    if ((camel || assigned) && identifier.length >= 5 && !names.known.has(identifier)) {
      const nearest = nearestName(identifier, names.typoTargets, typoLimit(identifier));
      if (nearest && editDistance(identifier, nearest.name) <= typoLimit(identifier)) {
        problems.push({
          name: identifier,
          message: `\`${identifier}\` is not an API name of ${listed}. Nearest: \`${nearest.name}\`.`,
        });
      }
    }
  }
  return problems;
}
