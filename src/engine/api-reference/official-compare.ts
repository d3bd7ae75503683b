import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ComponentEntry } from './types';

/**
 * Compares the generated component entries with the official API data of the same version
 * (`official-api-v9/<product>/<kebab>.json`, written by MUI's own generator): a second
 * opinion on every prop, default, flag, slot and class the extractor reads.
 */

const officialProp = z.object({
  default: z.string().optional(),
  required: z.boolean().optional(),
  deprecated: z.boolean().optional(),
});

const officialComponent = z.object({
  name: z.string(),
  props: z.record(z.string(), officialProp),
  slots: z.array(z.object({ name: z.string(), default: z.string().optional() })).optional(),
  classes: z.array(z.object({ key: z.string(), className: z.string() })),
});

export type OfficialComponent = z.infer<typeof officialComponent> & { product: string; kebab: string };

/** The official component files (interfaces and the selectors list aside). */
export function readOfficialComponents(dir: string): OfficialComponent[] {
  const found: OfficialComponent[] = [];
  for (const product of fs.readdirSync(dir).sort()) {
    for (const file of fs.readdirSync(path.join(dir, product)).sort()) {
      const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, product, file), 'utf8'));
      const parsed = officialComponent.safeParse(raw);
      if (!parsed.success) continue;
      found.push({ ...parsed.data, product, kebab: file.replace(/\.json$/, '') });
    }
  }
  return found;
}

export type DisagreementKind =
  | 'component'
  | 'prop'
  | 'default'
  | 'required'
  | 'deprecated'
  | 'slot'
  /** A class key the official data lists and ours lacks. */
  | 'class'
  /** A class key both have, under another global class name. */
  | 'className'
  /**
   * A prop ours has, and the component's runtime propTypes document (with a comment, not
   * `@ignore`: what the official generator lists), that the official data lacks.
   */
  | 'unlistedProp';

export interface Disagreement {
  /** `charts/charts-axis` */
  page: string;
  kind: DisagreementKind;
  /** Prop, slot or class key. */
  name: string;
  official: string;
  ours: string;
}

export interface Tally {
  agree: number;
  total: number;
}

export interface Figures {
  /** Official components that have a component entry here (`components.agree` are compared). */
  components: Tally;
  props: Tally;
  defaults: Tally;
  required: Tally;
  deprecated: Tally;
  slots: Tally;
  /** Official class keys that ours has. */
  classes: Tally;
  /** Of those, the ones whose global class names agree. */
  classNames: Tally;
  /** Props of ours that the runtime propTypes document, and that the official data lists. */
  propTypes: Tally;
}

export interface Comparison extends Figures {
  /** The same figures for each product. */
  byProduct: Record<string, Figures>;
  disagreements: Disagreement[];
  /** Official component pages with no component entry here (`charts/foo`); also disagreements. */
  missing: string[];
}

/** Spelling differences that say the same: quotes, spaces, a trailing period. */
export function normalizeDefault(text: string | undefined): string {
  if (text === undefined) return '';
  return text
    .replace(/"/g, "'")
    .replace(/\s+/g, '')
    .replace(/\.$/, '')
    .replace(/^`(.*)`$/, '$1');
}

function tally(): Tally {
  return { agree: 0, total: 0 };
}

function figures(): Figures {
  return {
    components: tally(),
    props: tally(),
    defaults: tally(),
    required: tally(),
    deprecated: tally(),
    slots: tally(),
    classes: tally(),
    classNames: tally(),
    propTypes: tally(),
  };
}

/** A doc comment with a sentence of its own (not only tags such as `@default`), and no `@ignore`. */
function describes(comment: readonly string[]): boolean {
  const text = comment.map((line) => line.replace(/^\s*(\/\*\*|\*\/|\*)\s?/, '').trim());
  return (
    !text.some((line) => line.startsWith('@ignore')) && text.some((line) => line && !line.startsWith('@'))
  );
}

/**
 * The props a component's compiled propTypes document: the top-level keys of its
 * `<Name>.propTypes = {…}` block (or the file's only such block) that follow a doc comment with a
 * description and no `@ignore` (what the official generator lists). Undefined when the file has
 * no block to read.
 */
export function documentedPropTypes(javascript: string, name: string): Set<string> | undefined {
  const blocks = [...javascript.matchAll(/(\w+)\.propTypes\s*(?:\/\*[^*]*\*\/\s*)?=\s*\{\n/g)];
  const block = blocks.find((m) => m[1] === name) ?? (blocks.length === 1 ? blocks[0] : undefined);
  if (!block) return undefined;
  const lines = javascript.slice(block.index + block[0].length).split('\n');
  const found = new Set<string>();
  let comment: string[] | undefined;
  for (const line of lines) {
    if (/^\}/.test(line)) break;
    if (/^ {2}\/\*\*/.test(line)) comment = [line];
    else if (comment && /^ {3}\*/.test(line)) comment.push(line);
    else {
      const key = /^ {2}(?:'([^']+)'|([A-Za-z_$][\w$]*)):/.exec(line);
      if (key && comment && describes(comment)) found.add(key[1] ?? key[2]);
      if (/^ {2}\S/.test(line)) comment = undefined;
    }
  }
  return found;
}

/** Reads the JavaScript beside an entry's declaration file (`DataGrid/DataGrid.d.ts` → `.js`). */
export function runtimePropTypes(cwd: string): (entry: ComponentEntry) => Set<string> | undefined {
  return (entry) => {
    if (!entry.source) return undefined;
    const file = path.join(
      cwd,
      'node_modules',
      entry.source.package,
      entry.source.path.replace(/\.d\.ts$/, '.js'),
    );
    if (!fs.existsSync(file)) return undefined;
    return documentedPropTypes(fs.readFileSync(file, 'utf8'), entry.name);
  };
}

export function compareWithOfficial(
  official: readonly OfficialComponent[],
  ours: ReadonlyMap<string, ComponentEntry>,
  propTypesOf: (entry: ComponentEntry) => Set<string> | undefined = () => undefined,
): Comparison {
  const result: Comparison = { ...figures(), byProduct: {}, disagreements: [], missing: [] };
  for (const doc of official) {
    const page = `${doc.product}/${doc.kebab}`;
    const entry = ours.get(page);
    const own = (result.byProduct[doc.product] ??= figures());
    const count = (pick: (f: Figures) => Tally, ok: boolean) => {
      for (const t of [pick(result), pick(own)]) {
        t.total += 1;
        if (ok) t.agree += 1;
      }
    };
    count((f) => f.components, entry !== undefined);
    if (!entry) {
      result.missing.push(page);
      result.disagreements.push({
        page,
        kind: 'component',
        name: doc.name,
        official: 'present',
        ours: 'missing',
      });
      continue;
    }
    const add = (kind: DisagreementKind, name: string, theirs: string, mine: string) =>
      result.disagreements.push({ page, kind, name, official: theirs, ours: mine });
    const check = (
      pick: (f: Figures) => Tally,
      ok: boolean,
      kind: DisagreementKind,
      name: string,
      a: string,
      b: string,
    ) => {
      count(pick, ok);
      if (!ok) add(kind, name, a, b);
    };
    const props = new Map(entry.props.map((p) => [p.name, p]));
    for (const [name, facts] of Object.entries(doc.props)) {
      const prop = props.get(name);
      check((f) => f.props, prop !== undefined, 'prop', name, 'present', 'missing');
      if (!prop) continue;
      const a = normalizeDefault(facts.default);
      const b = normalizeDefault(prop.default);
      if (a || b) check((f) => f.defaults, a === b, 'default', name, facts.default ?? '', prop.default ?? '');
      const req = facts.required === true;
      check((f) => f.required, req === prop.required, 'required', name, String(req), String(prop.required));
      const dep = facts.deprecated === true;
      check(
        (f) => f.deprecated,
        dep === prop.deprecated,
        'deprecated',
        name,
        String(dep),
        String(prop.deprecated),
      );
    }
    const documented = propTypesOf(entry);
    for (const prop of entry.props) {
      if (!documented?.has(prop.name)) continue;
      const listed = prop.name in doc.props;
      check((f) => f.propTypes, listed, 'unlistedProp', prop.name, listed ? 'present' : 'missing', 'present');
    }
    const slots = new Set(entry.slots.map((s) => s.name));
    for (const slot of doc.slots ?? []) {
      check((f) => f.slots, slots.has(slot.name), 'slot', slot.name, 'present', 'missing');
    }
    const classes = new Map(entry.classes.map((c) => [c.key, c.className]));
    for (const cls of doc.classes) {
      const mine = classes.get(cls.key);
      check((f) => f.classes, mine !== undefined, 'class', cls.key, cls.className, 'missing');
      if (mine === undefined) continue;
      check((f) => f.classNames, mine === cls.className, 'className', cls.key, cls.className, mine);
    }
  }
  return result;
}

export function percent(t: Tally): string {
  return t.total === 0 ? '100.0%' : `${((100 * t.agree) / t.total).toFixed(1)}%`;
}

const FIGURES: readonly [string, keyof Figures][] = [
  ['components present', 'components'],
  ['props present', 'props'],
  ['slots present', 'slots'],
  ['classes present', 'classes'],
  ['class names agree', 'classNames'],
  ['defaults agree', 'defaults'],
  ['required flags agree', 'required'],
  ['deprecated flags agree', 'deprecated'],
  ['props documented in propTypes that the official data lists', 'propTypes'],
];

/** One line per figure (ours / official), overall then per product, for the test log and the notes. */
export function summarize(c: Comparison): string {
  const block = (title: string, f: Figures) => [
    title,
    ...FIGURES.map(([label, key]) => `  ${label}: ${f[key].agree}/${f[key].total} (${percent(f[key])})`),
  ];
  return [
    `disagreements: ${c.disagreements.length} (missing components: ${c.missing.length})`,
    ...block('overall', c),
    ...Object.entries(c.byProduct).flatMap(([product, f]) => block(product, f)),
  ].join('\n');
}
