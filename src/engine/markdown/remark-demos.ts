import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { z } from 'zod';
import { demoFilesOf, loadDemo, type LoadedDemo } from '../demos/load-demo';
import { CONTENT_DIR } from '../content/files';
import { reportProblems, repoPath, suggest, type PageProblem } from '../content/page-problems';

export interface DemoOptions {
  /** Content key of the page, e.g. `common-concepts/localization`. */
  pageKey: string;
  /** Lines before the body (the front matter), so reported lines are the file's. */
  lineOffset?: number;
}

/** Names of the demos beside the page, the candidates for a misspelt one. */
function demoNames(pageKey: string): string[] {
  const prefix = `${pageKey}/`;
  return [...demoFilesOf(pageKey).keys()]
    .filter((id) => id.startsWith(prefix))
    .map((id) => id.slice(prefix.length));
}

/** What a page may write on `<Demo>`; anything else fails the build. */
export const demoEmbedSchema = z
  .object({
    /** PascalCase name of the file in the page's `demos/` folder. */
    name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
    /** Background of the live area: bordered (default), none, or a soft tint. */
    bg: z.enum(['outlined', 'inline', 'gradient']).default('outlined'),
    /** Show the whole code at first instead of a short preview. */
    defaultCodeOpen: z.boolean().default(false),
    /** Show the demo and its code without the toolbar. */
    hideToolbar: z.boolean().default(false),
    /** Fixed height of the live area in px; its content scrolls inside. */
    height: z.number().int().positive().max(2000).optional(),
  })
  .strict();
export type DemoEmbed = z.infer<typeof demoEmbedSchema>;

/** Everything the `<Demo>` component receives, as one JSON attribute. */
export interface DemoData {
  embed: DemoEmbed;
  demo: LoadedDemo;
  /** Height to reserve before the demo loads, so nothing below it moves. */
  reserve: number;
}

function attributeValue(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true; // `<Demo hideToolbar />`
  if (typeof value === 'string') return value;
  try {
    return JSON.parse(value.value); // `height={400}`, `defaultCodeOpen={false}`
  } catch {
    return value.value;
  }
}

/** The height the demo's own root asks for (`height: 360` or `height={360}`), else a default. */
export function reservedHeight(demo: LoadedDemo, embed: DemoEmbed): number {
  if (embed.height) return embed.height;
  const source = demo.sources[0];
  const code = source.ts.html.replace(/<[^>]+>/g, '');
  const match = /\bheight(?::\s*|=\{)(\d{2,4})\b/.exec(code);
  return match ? Number(match[1]) : 320;
}

/**
 * Resolves each `<Demo name="X" />` of a page to its files beside the page and
 * replaces its attributes with everything the component renders: highlighted
 * TS and JS of each styling, sandbox dependencies and the checked options.
 * An unknown name or option fails the build with the page and the name.
 */
export function remarkDemos(options: DemoOptions) {
  return async (tree: Root, file: VFile) => {
    const demos: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'Demo') demos.push(node);
    });
    const problems: PageProblem[] = [];
    const at = (node: MdxJsxFlowElement) => ({
      file: repoPath(file.path),
      line: node.position ? node.position.start.line + (options.lineOffset ?? 0) : undefined,
    });
    await Promise.all(
      demos.map(async (node) => {
        const raw: Record<string, unknown> = {};
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') throw new Error(`Spread props on <Demo> in ${file.path}`);
          raw[attribute.name] = attributeValue(attribute);
        }
        const parsed = demoEmbedSchema.safeParse(raw);
        if (!parsed.success) {
          throw new Error(
            `Invalid <Demo ${JSON.stringify(raw.name ?? '')}> in ${file.path}: ${parsed.error.message}`,
          );
        }
        const names = demoNames(options.pageKey);
        if (!names.includes(parsed.data.name)) {
          const expected = repoPath(
            path.join(CONTENT_DIR, options.pageKey, 'demos', `${parsed.data.name}.tsx`),
          );
          problems.push({
            ...at(node),
            message: `Unknown demo "${parsed.data.name}" on page ${options.pageKey}: no file ${expected}`,
            suggestion: suggest(parsed.data.name, names),
          });
          return;
        }
        const demo = await loadDemo(options.pageKey, parsed.data.name);
        const data: DemoData = { embed: parsed.data, demo, reserve: reservedHeight(demo, parsed.data) };
        node.attributes = [
          { type: 'mdxJsxAttribute', name: 'name', value: parsed.data.name },
          { type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data) },
        ];
      }),
    );
    reportProblems(file.data, `Unknown demos in ${file.path}`, problems);
  };
}
