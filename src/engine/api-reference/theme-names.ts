import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files of a package's theme augmentation that name `theme.components` keys. */
const AUGMENTATION_FILES = ['themeAugmentation/props.d.ts', 'themeAugmentation/components.d.ts'];

function memberNames(node: ts.InterfaceDeclaration): Array<[string, ts.TypeNode | undefined]> {
  return node.members.flatMap((member) =>
    ts.isPropertySignature(member) && ts.isIdentifier(member.name)
      ? [[member.name.text, member.type] as [string, ts.TypeNode | undefined]]
      : [],
  );
}

/**
 * Reads the theme augmentation's declarations: each `*ComponentsPropsList` member names a
 * `theme.components` key and its props type (`MuiDataGrid: DataGridProProps`), and that key
 * must also be one of the `*Components` interface's. The component is the props type's name
 * without `Props`. Returns component name → theme key; where two keys share a props type
 * (`MuiChartsDataProvider`, `MuiChartDataProvider`), `Mui` + the component's name wins.
 */
export function themeNamesFromDeclarations(sources: readonly string[]): Map<string, string> {
  const propsLists: Array<[string, string]> = [];
  const componentKeys = new Set<string>();
  for (const text of sources) {
    const file = ts.createSourceFile('augmentation.d.ts', text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (ts.isInterfaceDeclaration(node)) {
        const name = node.name.text;
        if (name.endsWith('ComponentsPropsList')) {
          for (const [key, type] of memberNames(node)) {
            if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName))
              propsLists.push([key, type.typeName.text]);
          }
        } else if (name.endsWith('Components')) {
          for (const [key] of memberNames(node)) componentKeys.add(key);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const names = new Map<string, string>();
  for (const [key, propsName] of propsLists) {
    if (!componentKeys.has(key) || !propsName.endsWith('Props')) continue;
    const component = propsName.slice(0, -'Props'.length);
    const current = names.get(component);
    if (!current || (key === `Mui${component}` && current !== key)) names.set(component, key);
  }
  return names;
}

/** The theme augmentation of one installed package (see themeNamesFromDeclarations). */
export function readThemeNames(packageDir: string): Map<string, string> {
  const sources = AUGMENTATION_FILES.map((file) => path.join(packageDir, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'));
  return themeNamesFromDeclarations(sources);
}
