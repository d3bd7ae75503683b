import type { LoadedPage } from '@/engine/content/load-page';
import { createT } from '@/engine/shared/i18n/translate';
import { editUrl, type RouteData } from '@/engine/route-data';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { AdSlot } from '@/components/ads/ad-slot';
import { PageFeedback } from '@/components/feedback/page-feedback';
import { ApiLinks } from './api-links';
import { PlanBadge } from './chips';
import { DocsShell } from './docs-shell';
import { PageTop, PrevNext } from './page-parts';
import { Toc } from './toc.client';

/** A documentation page: its content in the shell, with TOC and prev/next. */
export function DocsPage({ page, route }: { page: LoadedPage; route: RouteData }) {
  const t = createT(route.lang);
  const { Content, frontmatter } = page;
  const plan = frontmatter.plan ?? route.plan;
  return (
    <DocsShell
      lang={route.lang}
      pathname={route.pathname}
      sidebar={route.sidebar}
      versions={route.versions}
      aside={<Toc entries={page.toc} title={t('toc.title')} />}
    >
      <article className="content" lang={page.contentLang}>
        <PageTop route={route} t={t} />
        <h1>
          {frontmatter.title}
          {plan && <PlanBadge plan={plan} label={t(`plan.${plan}`)} />}
        </h1>
        <p className="lead">{frontmatter.description}</p>
        {/* Pro and Premium pages carry no ads. */}
        {!plan && <AdSlot t={t} />}
        <Content components={mdxComponents(t)} />
        <ApiLinks links={page.apiLinks} t={t} />
      </article>
      <PageFeedback path={route.pathname} lang={route.lang} version={route.version} t={t} />
      <div className="page-end">
        <a className="edit-link" href={editUrl(page.sourcePath)} rel="noopener noreferrer">
          {t('page.editThisPage')}
        </a>
      </div>
      <PrevNext
        prev={route.prev}
        next={route.next}
        labels={{ previous: t('nav.previous'), next: t('nav.next') }}
      />
    </DocsShell>
  );
}
