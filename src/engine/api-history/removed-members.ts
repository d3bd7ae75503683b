import 'server-only';
import type { SnapshotEntry } from '../api-reference/diff-entry';
import { readMajorSnapshot } from '../api-reference/major-snapshots';
import type { ApiDescriptions, ApiEntry, ApiProp } from '../api-reference/types';
import type { EntryHistory } from './types';
import { API_PRODUCTS, apiPathname, loadApiIndex } from '../api-reference/api-index';
import { docsTreePathnames, linkDocText, mapDescriptions } from '../api-reference/doc-links';

let v8: Map<string, SnapshotEntry> | undefined;

/** The last 8.x release's entries (data/api-snapshots/v8.json), by `product/kebab`. */
function lastV8Entries(): Map<string, SnapshotEntry> {
  if (v8) return v8;
  // The snapshot keeps the JSDoc's links as written (`/material-ui/api/input/`, mui.com/x pages):
  // they are pointed at this site's pages, or at mui.com, as the API build does for current rows.
  const known = new Set([
    ...docsTreePathnames(),
    ...API_PRODUCTS.map((product) => `/x/api/${product}`),
    ...loadApiIndex().map(apiPathname),
  ]);
  const served = (pathname: string) => known.has(pathname);
  const link = (text: string) => linkDocText(text, served);
  v8 = new Map(
    readMajorSnapshot(process.cwd(), 'v8').entries.map((item) => [
      `${item.entry.product}/${item.entry.kebab}`,
      { entry: item.entry, descriptions: mapDescriptions(item.descriptions, link) },
    ]),
  );
  return v8;
}

/**
 * The entry with the members a later release removed put back, so that a reader choosing an
 * earlier release sees exactly what it had. What they were is read from the last 8.x release
 * (the snapshot the v8 → v9 comparison uses); a member removed between two 9.x releases that
 * 8.x did not have is left out, as its type is not kept. Rows carry their removal in the history
 * (`r`), which the page and the MCP server use to hide them in the current release.
 */
export function withRemovedMembers(
  entry: ApiEntry,
  descriptions: ApiDescriptions,
  history: EntryHistory | undefined,
): { entry: ApiEntry; descriptions: ApiDescriptions } {
  const older = lastV8Entries().get(`${entry.product}/${entry.kebab}`);
  if (!history || !older || older.entry.kind !== entry.kind) return { entry, descriptions };
  const removed = (kind: 'props' | 'slots' | 'classes') =>
    new Set(
      Object.entries(history[kind] ?? {})
        .filter(([, member]) => member.r)
        .map(([name]) => name),
    );
  const props = removed('props');
  const oldProps = older.entry.kind === 'component' ? older.entry.props : older.entry.properties;
  // Props passed on from Material UI (Stack's system props…) follow the Material UI version, which
  // v9 lets a reader keep at 7.3: they are not MUI X API that a release removed.
  const backProps: ApiProp[] = oldProps.filter((prop) => props.has(prop.name) && !prop.inheritedFrom);
  const merged: ApiDescriptions = {
    ...descriptions,
    props: { ...pick(older.descriptions.props, props), ...descriptions.props },
    deprecated: { ...pick(older.descriptions.deprecated, props), ...descriptions.deprecated },
  };
  if (entry.kind === 'interface') {
    return { entry: { ...entry, properties: [...entry.properties, ...backProps] }, descriptions: merged };
  }
  if (older.entry.kind !== 'component') return { entry, descriptions };
  const slots = removed('slots');
  const classes = removed('classes');
  return {
    entry: {
      ...entry,
      props: [...entry.props, ...backProps],
      slots: [...entry.slots, ...older.entry.slots.filter((slot) => slots.has(slot.name))],
      classes: [...entry.classes, ...older.entry.classes.filter((item) => classes.has(item.key))],
    },
    descriptions: {
      ...merged,
      slots: { ...pick(older.descriptions.slots, slots), ...descriptions.slots },
      classes: { ...pick(older.descriptions.classes, classes), ...descriptions.classes },
    },
  };
}

function pick(record: Record<string, string> | undefined, names: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([name]) => names.has(name)));
}
