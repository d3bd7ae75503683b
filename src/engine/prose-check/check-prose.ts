import path from 'node:path';
import type { Root, InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Plan } from '../api-reference/types';
import type { ApiEntry } from '../api-reference/types';
import { buildApiNames, loadApiEntries, type ApiNames } from './api-names';
import { checkSpan } from './check-span';
import type { VFile } from 'vfile';
import { reportProblems, repoPath } from '../content/page-problems';

/** What the checker needs to know about a page. */
export interface ProsePage {
  /** Source file, for messages. */
  file: string;
  /** `components` of the front matter; without it the page is not checked. */
  components?: readonly string[];
  /** `plan` of the front matter. */
  plan?: Plan;
  /** Lines before the body (the front matter), so reported lines are the file's. */
  lineOffset?: number;
}

export interface ProseProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Finds every inline code span of `tree` that names an API the page's components lack. */
export function checkProse(tree: Root, page: ProsePage, entries?: readonly ApiEntry[]): ProseProblem[] {
  if (!page.components?.length) return [];
  const names: ApiNames = buildApiNames(entries ?? loadApiEntries(), page.components, page.plan);
  // A listed component without generated data (the API build skipped it) adds no names.
  const problems: ProseProblem[] = [];
  visit(tree, 'inlineCode', (node: InlineCode) => {
    for (const problem of checkSpan(node.value, names)) {
      problems.push({
        file: page.file,
        line: (node.position?.start.line ?? 0) + (page.lineOffset ?? 0),
        column: node.position?.start.column ?? 0,
        message: problem.message,
      });
    }
  });
  return problems;
}

/** One line per problem: `file:line:column: message`. */
export function formatProblems(problems: readonly ProseProblem[]): string {
  return problems
    .map((p) => `${path.relative(process.cwd(), p.file) || p.file}:${p.line}:${p.column}: ${p.message}`)
    .join('\n');
}

/** Lines before the body of a file whose body is `content` (what gray-matter leaves). */
export function frontmatterLines(raw: string, content: string): number {
  const at = raw.lastIndexOf(content);
  return at <= 0 ? 0 : raw.slice(0, at).split('\n').length - 1;
}

/**
 * Remark plugin: reports to the compile (which then fails), with file, line and the nearest existing name, when an
 * inline code span names a prop, slot, class or `apiRef` method the page's components lack.
 */
export function remarkProseCheck(page: ProsePage) {
  return (tree: Root, file: VFile) => {
    const problems = checkProse(tree, page);
    reportProblems(
      file.data,
      `Unknown API names in ${page.file}`,
      problems.map((problem) => ({ ...problem, file: repoPath(problem.file) })),
    );
  };
}
