/**
 * Writes `next dev`'s demo registry (`generated/dev/`, see src/engine/demos/dev-registry.ts) with
 * every page's modules empty. `npm run dev` runs it before `next dev`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { devRegistrySources } from '../src/engine/demos/dev-registry';
import { findDemoFiles } from '../src/engine/demos/registry';

const generated = path.join(process.cwd(), 'generated');
fs.rmSync(path.join(generated, 'dev'), { recursive: true, force: true });
for (const [file, source] of devRegistrySources(findDemoFiles())) {
  fs.mkdirSync(path.dirname(path.join(generated, file)), { recursive: true });
  fs.writeFileSync(path.join(generated, file), source);
}
