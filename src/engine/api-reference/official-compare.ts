import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ComponentEntry } from './types';

/**
 * Compares the generated component entries with the official API data of the same version
 * (`official-api-v8/<product>/<kebab>.json`, written by MUI's own generator): a second
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

export type DisagreementKind = 'prop' | 'default' | 'required' | 'deprecated' | 'slot' | 'class';

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

export interface Comparison {
  components: number;
  props: Tally;
  defaults: Tally;
  required: Tally;
  deprecated: Tally;
  slots: Tally;
  classes: Tally;
  disagreements: Disagreement[];
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

export function compareWithOfficial(
  official: readonly OfficialComponent[],
  ours: ReadonlyMap<string, ComponentEntry>,
): Comparison {
  const result: Comparison = {
    components: 0,
    props: tally(),
    defaults: tally(),
    required: tally(),
    deprecated: tally(),
    slots: tally(),
    classes: tally(),
    disagreements: [],
  };
  for (const doc of official) {
    const page = `${doc.product}/${doc.kebab}`;
    const entry = ours.get(page);
    if (!entry) continue;
    result.components += 1;
    const add = (kind: DisagreementKind, name: string, theirs: string, mine: string) =>
      result.disagreements.push({ page, kind, name, official: theirs, ours: mine });
    const check = (t: Tally, ok: boolean, kind: DisagreementKind, name: string, a: string, b: string) => {
      t.total += 1;
      if (ok) t.agree += 1;
      else add(kind, name, a, b);
    };
    const props = new Map(entry.props.map((p) => [p.name, p]));
    for (const [name, facts] of Object.entries(doc.props)) {
      const prop = props.get(name);
      check(result.props, prop !== undefined, 'prop', name, 'present', 'missing');
      if (!prop) continue;
      const a = normalizeDefault(facts.default);
      const b = normalizeDefault(prop.default);
      if (a || b) check(result.defaults, a === b, 'default', name, facts.default ?? '', prop.default ?? '');
      const req = facts.required === true;
      check(result.required, req === prop.required, 'required', name, String(req), String(prop.required));
      const dep = facts.deprecated === true;
      check(
        result.deprecated,
        dep === prop.deprecated,
        'deprecated',
        name,
        String(dep),
        String(prop.deprecated),
      );
    }
    const slots = new Set(entry.slots.map((s) => s.name));
    for (const slot of doc.slots ?? []) {
      check(result.slots, slots.has(slot.name), 'slot', slot.name, 'present', 'missing');
    }
    const classes = new Map(entry.classes.map((c) => [c.key, c.className]));
    for (const cls of doc.classes) {
      const mine = classes.get(cls.key);
      check(result.classes, mine === cls.className, 'class', cls.key, cls.className, mine ?? 'missing');
    }
  }
  return result;
}

export function percent(t: Tally): string {
  return t.total === 0 ? '100.0%' : `${((100 * t.agree) / t.total).toFixed(1)}%`;
}

/** One line per figure, for the test log and the notes. */
export function summarize(c: Comparison): string {
  const line = (label: string, t: Tally) => `${label}: ${t.agree}/${t.total} (${percent(t)})`;
  return [
    `components compared: ${c.components}`,
    line('props present', c.props),
    line('defaults agree', c.defaults),
    line('required flags agree', c.required),
    line('deprecated flags agree', c.deprecated),
    line('slots present', c.slots),
    line('classes present and named alike', c.classes),
  ].join('\n');
}
