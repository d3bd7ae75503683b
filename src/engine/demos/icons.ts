import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** Icons of the demo toolbar, by the name @mui/icons-material exports them under. */
export const TOOLBAR_ICONS = [
  'ContentCopy',
  'Check',
  'Refresh',
  'GitHub',
  'Bolt',
  'ViewInArOutlined',
  'UnfoldMore',
  'UnfoldLess',
  'Edit',
] as const;

/**
 * The SVG path of an icon from @mui/icons-material. The toolbar draws plain
 * `<svg>` elements with it, so the icons cost no MUI runtime on the client.
 */
export function iconPath(name: string, root = process.cwd()): string {
  const file = path.join(root, 'node_modules/@mui/icons-material', `${name}.mjs`);
  const paths = [...fs.readFileSync(file, 'utf8').matchAll(/\bd: "([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error(`No path found in @mui/icons-material/${name}`);
  return paths.join(' ');
}

/** Source of `generated/demo-icons.ts`. */
export function iconsSource(header: string): string {
  const entries = TOOLBAR_ICONS.map((name) => `  ${name}: ${JSON.stringify(iconPath(name))},`);
  return [
    header,
    '/** SVG paths (24×24) of the demo toolbar icons, read from @mui/icons-material. */',
    'export const DEMO_ICONS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
