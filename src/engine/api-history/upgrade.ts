import type { ProductHistory } from './types';

/** The newest version every package has published (prereleases aside), or undefined. */
export function newestSharedVersion(published: Record<string, readonly string[]>): string | undefined {
  const lists = Object.values(published).map(
    (versions) => new Set(versions.filter((version) => /^\d+\.\d+\.\d+$/.test(version))),
  );
  if (lists.length === 0) return undefined;
  const shared = [...lists[0]].filter((version) => lists.every((list) => list.has(version)));
  const key = (version: string) => version.split('.').map(Number);
  shared.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return shared[shared.length - 1];
}

/** `package.json` text with every listed dependency pinned to `version`, aliases (`-v7`) untouched. */
export function repin(packageJson: string, names: readonly string[], version: string): string {
  let text = packageJson;
  for (const name of names) {
    const pattern = new RegExp(`("${name.replace('/', '\\/')}":\\s*)"[^"]*"`);
    if (!pattern.test(text)) throw new Error(`upgrade:x: ${name} is not a dependency in package.json`);
    text = text.replace(pattern, `$1"${version}"`);
  }
  return text;
}

/** Names whose history changed in one of `minors` (added, deprecated, new default), per product. */
export function namesChangedIn(
  histories: readonly ProductHistory[],
  minors: ReadonlySet<string>,
): Map<string, string> {
  const changed = new Map<string, string>();
  const note = (name: string, what: string) => {
    if (!changed.has(name)) changed.set(name, what);
  };
  for (const history of histories) {
    for (const [kebab, entry] of Object.entries(history.entries)) {
      // Pages are keyed by kebab name; guides write the component's name (`data-grid` → `DataGrid`).
      const name = kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
      if (entry.a && minors.has(entry.a)) note(name, `added in ${entry.a}`);
      for (const kind of ['props', 'slots', 'classes'] as const) {
        for (const [name, member] of Object.entries(entry[kind] ?? {})) {
          if (member.a && minors.has(member.a)) note(name, `added in ${member.a}`);
          if (member.d && minors.has(member.d)) note(name, `deprecated in ${member.d}`);
          for (const [minor, previous] of member.def ?? []) {
            if (minors.has(minor)) note(name, `default changed in ${minor} (was ${previous})`);
          }
        }
      }
    }
  }
  return changed;
}
