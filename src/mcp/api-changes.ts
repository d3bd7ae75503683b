import { changeRows } from '@/engine/api-reference/change-rows';
import { apiChangesPathname, loadProductChanges, type MajorPair } from '@/engine/api-reference/changes-index';
import { PRODUCTS } from '@/engine/api-reference/packages';
import { SITE } from '@/config/site';
import { closestMatches, NotFoundError } from './closest';

/** What happened to `component` between two majors (v7 → v8 or v8 → v9): added, removed, changed (with every change) or unchanged. */
export function apiChanges(component: string, from: 'v7' | 'v8' = 'v8') {
  const pair: MajorPair = from === 'v7' ? 'v7-to-v8' : 'v8-to-v9';
  const to = from === 'v7' ? 'v8' : 'v9';
  const wanted = component.trim().toLowerCase();
  const known: string[] = [];
  for (const product of PRODUCTS) {
    const changes = loadProductChanges(product, pair);
    if (!changes) continue;
    const page = `${SITE.origin}${apiChangesPathname(product, pair)}`;
    const base = { product, from: changes.from, versions: changes.versions, changesPage: page };
    const entry = changes.entries.find((item) => item.name.toLowerCase() === wanted);
    if (entry)
      return {
        component: entry.name,
        status: 'changed' as const,
        ...base,
        plan: entry.plan,
        changes: changeRows(entry),
      };
    const added = changes.componentsAdded.find((item) => item.name.toLowerCase() === wanted);
    if (added) return { component: added.name, status: `added in ${to}` as const, ...base, plan: added.plan };
    const removed = changes.componentsRemoved.find((item) => item.name.toLowerCase() === wanted);
    if (removed) return { component: removed.name, status: `removed in ${to}` as const, ...base, ...removed };
    known.push(
      ...changes.entries.map((item) => item.name),
      ...changes.componentsAdded.map((item) => item.name),
      ...changes.componentsRemoved.map((item) => item.name),
    );
  }
  return { component, status: 'unknown', known } as const;
}

/** The tool's answer: an unchanged component exported by both majors is reported so; an unknown name is an error. */
export function apiChangesOrThrow(
  component: string,
  isKnown: (name: string) => string | undefined,
  from: 'v7' | 'v8' = 'v8',
) {
  const result = apiChanges(component, from);
  if (result.status !== 'unknown') return result;
  const name = isKnown(component);
  if (name) return { component: name, status: 'unchanged', from, changes: [] };
  throw new NotFoundError('component', component, closestMatches(component, result.known));
}
