import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltEntry } from './component-entry';
import { GENERATED_NOTE, type ApiEntry, type ApiIndex } from './types';

function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function memberCount(entry: ApiEntry): number {
  return entry.kind === 'component' ? entry.props.length : entry.properties.length;
}

/** Replaces generated/api/ with one structure file and one English prose file per entry, plus the index. */
export function writeApiFiles(outDir: string, entries: readonly BuiltEntry<ApiEntry>[]): ApiIndex {
  fs.rmSync(outDir, { recursive: true, force: true });
  const seen = new Set<string>();
  for (const { entry, descriptions } of entries) {
    const id = `${entry.product}/${entry.kebab}`;
    if (seen.has(id)) throw new Error(`[api] two entries would be written to ${id}.json (${entry.name})`);
    seen.add(id);
    writeJson(path.join(outDir, entry.product, `${entry.kebab}.json`), entry);
    writeJson(path.join(outDir, entry.product, `${entry.kebab}.en.json`), descriptions);
  }
  const index: ApiIndex = {
    _generated: GENERATED_NOTE,
    entries: entries.map(({ entry }) => ({
      name: entry.name,
      kebab: entry.kebab,
      product: entry.product,
      kind: entry.kind,
      plans: entry.plans,
      plan: entry.plan,
      propCount: memberCount(entry),
      aliases: entry.aliases,
    })),
  };
  writeJson(path.join(outDir, 'index.json'), index);
  return index;
}
