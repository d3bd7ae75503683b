/** Writes the files under generated/ that the build imports. */
import fs from 'node:fs';
import path from 'node:path';
import { demoRegistrySource, findDemoFiles, GENERATED_HEADER } from '../src/engine/demos/registry';
import { buildTwins, TWINS_FILE } from '../src/engine/demos/twins';
import { iconsSource } from '../src/engine/demos/icons';

async function main() {
  const outDir = path.join(process.cwd(), 'generated');
  fs.mkdirSync(outDir, { recursive: true });

  const demos = findDemoFiles();
  fs.writeFileSync(path.join(outDir, 'demo-registry.ts'), demoRegistrySource(demos));
  console.log(`generated/demo-registry.ts: ${demos.size} demos`);

  // JSON, not modules: the twins are read by the engine at build time and never bundled.
  const twins = await buildTwins(demos);
  fs.writeFileSync(TWINS_FILE, `${JSON.stringify(twins, null, 2)}\n`);
  console.log(`generated/demo-twins.json: ${Object.keys(twins).length} JavaScript twins`);

  fs.writeFileSync(path.join(outDir, 'demo-icons.ts'), iconsSource(GENERATED_HEADER('npm run generate')));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
