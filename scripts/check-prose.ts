/**
 * Checks the inline code of every content page against the generated API data, without a build:
 * `npm run check:prose [files…]` (needs `npm run api:build` once). Exits 1 listing each unknown name.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import remarkGfm from 'remark-gfm';
import { glob } from 'tinyglobby';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { parseFrontmatter } from '../src/engine/content/frontmatter';
import { checkProse, formatProblems, frontmatterLines } from '../src/engine/prose-check/check-prose';

async function main() {
  const started = performance.now();
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args : (await glob('content/**/*.mdx')).sort();
  // Imported at run time: @mdx-js/mdx is ESM-only and tsx runs this script as CommonJS.
  const { createProcessor } = await import('@mdx-js/mdx');
  const processor = createProcessor({ remarkPlugins: [remarkGfm] });
  let checked = 0;
  const problems = [];
  for (const file of files) {
    const raw = fs.readFileSync(file, 'utf8');
    const { data, content } = matter(raw);
    const frontmatter = parseFrontmatter(data, file);
    if (!frontmatter.components?.length) continue;
    checked += 1;
    const tree = processor.parse(new VFile({ value: content, path: file })) as Root;
    problems.push(
      ...checkProse(tree, {
        file: path.resolve(file),
        components: frontmatter.components,
        plan: frontmatter.plan,
        lineOffset: frontmatterLines(raw, content),
      }),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`\ncheck:prose: ${problems.length} unknown API names in ${checked} pages (${seconds} s).`);
    process.exit(1);
  }
  console.log(
    `check:prose: ${checked} pages with components checked of ${files.length}, no unknown API name (${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
