import type ts from 'typescript';
import type { LoadedPackage } from './program';
import { moduleExports } from './program';

/** Caches the export names of each subpath so each module is asked once. */
export class SubpathIndex {
  private readonly cache = new Map<string, Set<string>>();

  constructor(private readonly program: ts.Program) {}

  private namesOf(file: string): Set<string> {
    let names = this.cache.get(file);
    if (!names) {
      names = new Set(moduleExports(this.program, file).map((symbol) => symbol.name));
      this.cache.set(file, names);
    }
    return names;
  }

  /** The subpath exporting `name`: the one named after it if any, else the first in order. */
  subpathFor(pkg: LoadedPackage, name: string): string | undefined {
    const own = pkg.subpaths.get(`./${name}`);
    if (own && this.namesOf(own).has(name)) return `./${name}`;
    for (const [key, file] of pkg.subpaths) {
      if (/^\.\/[A-Z]/.test(key) && this.namesOf(file).has(name)) return key;
    }
    return undefined;
  }

  importLines(pkg: LoadedPackage, name: string): string[] {
    const lines = [`import { ${name} } from '${pkg.name}';`];
    const subpath = this.subpathFor(pkg, name);
    if (subpath) lines.push(`import { ${name} } from '${pkg.name}/${subpath.slice(2)}';`);
    return lines;
  }
}
