import { problemLocation, type PageProblem } from '@/engine/content/page-problems';
import type { RouteData } from '@/engine/route-data';
import { Callout } from '@/components/mdx/callout';
import { DocsShell } from './docs-shell';

/**
 * What `next dev` shows instead of a page that fails the build's checks: each problem with its
 * file, line and the nearest valid name. A tool for the writer at work, in English like the
 * framework's own overlay; the build never renders it (it stops on the same problems).
 */
export function PageProblems({ problems, route }: { problems: PageProblem[]; route: RouteData }) {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  return (
    <DocsShell lang={route.lang} pathname={route.pathname} sidebar={route.sidebar} versions={route.versions}>
      <article className="content" data-page-problems={problems.length}>
        <h1>This page has {count}</h1>
        <p className="lead">
          <code>npm run build</code> stops on {problems.length === 1 ? 'it' : 'them'}. Fix the file and
          refresh this page.
        </p>
        {problems.map((problem, index) => (
          <Callout key={index} type="error" label="Problem">
            <p>
              <code>{problemLocation(problem)}</code>
            </p>
            <p>{problem.message}</p>
            {problem.suggestion && (
              <p>
                Did you mean <code>{problem.suggestion}</code>?
              </p>
            )}
          </Callout>
        ))}
      </article>
    </DocsShell>
  );
}
