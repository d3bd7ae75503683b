/** Writes the files under generated/ that the build imports. */
import fs from 'node:fs';
import path from 'node:path';
import { demoRegistrySource, findDemoFiles } from '../src/engine/demos/registry';

const outDir = path.join(process.cwd(), 'generated');
fs.mkdirSync(outDir, { recursive: true });

const demos = findDemoFiles();
fs.writeFileSync(path.join(outDir, 'demo-registry.ts'), demoRegistrySource(demos));
console.log(`generated/demo-registry.ts: ${demos.size} demos`);
