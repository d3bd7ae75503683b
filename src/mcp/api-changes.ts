import { changeRows } from '@/engine/api-reference/change-rows';
import { apiChangesPathname, loadProductChanges } from '@/engine/api-reference/changes-index';
import { PRODUCTS } from '@/engine/api-reference/packages';
import { SITE } from '@/config/site';
import { closestMatches, NotFoundError } from './closest';

/** What happened to `component` between v7 and v8: added, removed, changed (with every change) or unchanged. */
export function apiChanges(component: string) {
  const wanted = component.trim().toLowerCase();
  const known: string[] = [];
  for (const product of PRODUCTS) {
    const changes = loadProductChanges(product);
    if (!changes) continue;
    const page = `${SITE.origin}${apiChangesPathname(product)}`;
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
    if (added) return { component: added.name, status: 'added in v8' as const, ...base, plan: added.plan };
    const removed = changes.componentsRemoved.find((item) => item.name.toLowerCase() === wanted);
    if (removed) return { component: removed.name, status: 'removed in v8' as const, ...base, ...removed };
    known.push(
      ...changes.entries.map((item) => item.name),
      ...changes.componentsAdded.map((item) => item.name),
      ...changes.componentsRemoved.map((item) => item.name),
    );
  }
  return { component, status: 'unknown', known } as const;
}

/** The tool's answer: an unchanged component exported by both majors is reported so; an unknown name is an error. */
export function apiChangesOrThrow(component: string, isKnownV8: (name: string) => string | undefined) {
  const result = apiChanges(component);
  if (result.status !== 'unknown') return result;
  const v8Name = isKnownV8(component);
  if (v8Name) return { component: v8Name, status: 'unchanged', from: 'v7', changes: [] };
  throw new NotFoundError('component', component, closestMatches(component, result.known));
}
