/**
 * Renamed API names, read from the migration guides' "vN | vM" tables (`onNodeSelect` →
 * `onSelectedItemsChange`, `inputFormat` → `format`), so a question that uses an old name finds the
 * pages of the new one. Build side: the table goes into the index's meta file.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root, RootContent, TableCell } from 'mdast';

const processor = unified().use(remarkParse).use(remarkGfm);

/** A column header of a migration table: "v6", "v7 prop", "v6 `localeText` key". */
const VERSION_HEADER = /^v\d+\b/;
/** An API name worth mapping: several words in one (`onNodeSelect`, `TreeView`, `slots.toolbar`). */
const COMPOUND_NAME = /^[A-Za-z_$][\w$]*[a-z0-9][A-Z][\w$.]*$|^[A-Za-z_$][\w$]*\.[\w$.]+$/;

function cellText(cell: TableCell): string {
  return cell.children.map((node) => ('value' in node ? String(node.value) : '')).join(' ');
}

/** The inline-code names of a table cell, in order. */
function codeNames(cell: TableCell | undefined): string[] {
  if (!cell) return [];
  return cell.children.flatMap((node) => (node.type === 'inlineCode' ? [node.value.trim()] : []));
}

/** Last part of a dotted name, lower-cased: the word the index keys (`slots.expandIcon` → `expandicon`). */
const keyOf = (name: string) => name.split('.').pop()!.toLowerCase();

/**
 * Old name → current names, from the version tables of migration Markdown sources. Names still
 * current (`isCurrent`) and one-word names (`date`, `group`: plain words too) are left out.
 */
export function renamesFrom(
  sources: readonly string[],
  isCurrent: (key: string) => boolean,
): Record<string, string[]> {
  const renames = new Map<string, Set<string>>();
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'table') continue;
      const [header, ...rows] = node.children;
      const [from, to] = header.children.map(cellText);
      if (!VERSION_HEADER.test(from?.trim() ?? '') || !VERSION_HEADER.test(to?.trim() ?? '')) continue;
      for (const row of rows) {
        // A rename row starts its new cell with the new name; "removed; use `X`" is not a rename.
        if (row.children[1]?.children[0]?.type !== 'inlineCode') continue;
        const current = codeNames(row.children[1]).filter((name) => /^[A-Za-z_$][\w$.]*$/.test(name));
        const olds = codeNames(row.children[0]);
        // "`okText`, `cancelText` | `okButtonLabel`, `cancelButtonLabel`" pairs by position.
        const paired = olds.length === current.length;
        olds.forEach((old, index) => {
          if (!COMPOUND_NAME.test(old)) return;
          const key = keyOf(old);
          const targets = (paired ? [current[index]] : current).map(keyOf).filter((target) => target !== key);
          if (targets.length === 0 || isCurrent(key)) return;
          const set = renames.get(key) ?? new Set<string>();
          for (const target of targets) set.add(target);
          renames.set(key, set);
        });
      }
    }
  };
  for (const source of sources) visit((processor.runSync(processor.parse(source)) as Root).children);
  return Object.fromEntries(
    [...renames].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, set]) => [key, [...set]]),
  );
}
