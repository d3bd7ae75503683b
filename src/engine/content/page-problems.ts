import path from 'node:path';
import { nearestName } from '../prose-check/edit-distance';

/** One thing the build's checks found wrong in a page's source. */
export interface PageProblem {
  /** The file, relative to the repository root. */
  file: string;
  /** 1-based line in that file, when the check knows it. */
  line?: number;
  column?: number;
  message: string;
  /** The nearest valid name, when there is one. */
  suggestion?: string;
}

/**
 * A page that fails the build's checks (front matter, demo names, links, API names in prose).
 * The build stops on it with its message; `next dev` shows its problems on the page instead.
 */
export class PageProblemsError extends Error {
  constructor(
    heading: string,
    readonly problems: PageProblem[],
  ) {
    super([`${heading}:`, ...problems.map((problem) => `  - ${formatProblem(problem)}`)].join('\n'));
    this.name = 'PageProblemsError';
  }
}

export function isPageProblemsError(error: unknown): error is PageProblemsError {
  return error instanceof Error && Array.isArray((error as Partial<PageProblemsError>).problems);
}

/** `file:line[:column]`, as far as the check knows. */
export function problemLocation({ file, line, column }: PageProblem): string {
  return [file, line, line && column].filter(Boolean).join(':');
}

/** `file:line: message (did you mean …?)`. */
export function formatProblem(problem: PageProblem): string {
  const at = problemLocation(problem);
  const hint = problem.suggestion ? ` (did you mean ${problem.suggestion}?)` : '';
  return `${at}: ${problem.message}${hint}`;
}

/** A path relative to the repository root, as problems name files. */
export const repoPath = (file: string) => path.relative(process.cwd(), file) || file;

/** The nearest of `candidates` to `name`, if one is close enough to be a plausible typo. */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  return nearestName(name, candidates, Math.max(2, Math.ceil(name.length / 3)))?.name;
}

/** 1-based line of the first line of `raw` matching `pattern` (a front matter key, a tag). */
export function lineOf(raw: string, pattern: RegExp): number | undefined {
  const index = raw.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

interface ProblemGroup {
  heading: string;
  problems: PageProblem[];
}

/** Where a compile's checks leave their problems (VFile `data`), so that one compile reports them all. */
export function reportProblems(
  data: Record<string, unknown>,
  heading: string,
  problems: PageProblem[],
): void {
  if (problems.length === 0) return;
  const groups = (data.pageProblems ??= []) as ProblemGroup[];
  groups.push({ heading, problems });
}

/** Throws the problems the checks reported, under the first check's heading; does nothing without any. */
export function throwReportedProblems(data: Record<string, unknown>): void {
  const groups = (data.pageProblems ?? []) as ProblemGroup[];
  if (groups.length === 0) return;
  throw new PageProblemsError(
    groups[0].heading,
    groups.flatMap((group) => group.problems),
  );
}
