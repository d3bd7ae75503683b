import type { ApiDescriptions, ApiEntry, ApiIndexItem } from '@/engine/api-reference/types';
import { createT } from '@/engine/shared/i18n/translate';
import { localizePath } from '@/engine/shared/paths';
import type { RouteData } from '@/engine/route-data';
import { DocsShell } from '@/components/layout/docs-shell';
import { PageTop, PrevNext } from '@/components/layout/page-parts';
import { PlanBadge } from '@/components/layout/chips';
import type { EntryChanges } from '@/engine/api-reference/changes-types';
import { ApiPage } from './api-page';
import { ApiChanges } from './api-changes';
import { Toc } from '@/components/layout/toc.client';
import { apiTocEntries } from './api-toc';
import type { PageHistory } from '@/engine/api-history/load';

export interface ApiRouteProps {
  route: RouteData;
  /** A product's index page: every entry of the product. */
  index?: Array<ApiIndexItem & { href: string }>;
  entry?: ApiEntry;
  descriptions?: ApiDescriptions;
  /** Guides whose front matter lists the component. */
  guides?: Array<{ title: string; href: string }>;
  /** What changed in the entry since v7, and the product's full list of API changes. */
  changes?: { entry: EntryChanges; href: string };
  /** Interface pages by type name (English pathnames), for the names inside types. */
  typeLinks?: Record<string, string>;
  /** The entry's 8.x history. */
  history?: PageHistory;
}

/** An API reference page (one component, or a product's index) in the docs shell. */
export function ApiRoute({
  route,
  index,
  entry,
  descriptions,
  guides = [],
  changes,
  typeLinks = {},
  history,
}: ApiRouteProps) {
  const t = createT(route.lang);
  const localLinks = Object.fromEntries(
    Object.entries(typeLinks).map(([name, href]) => [name, localizePath(href, route.lang)]),
  );
  return (
    <DocsShell
      lang={route.lang}
      pathname={route.pathname}
      sidebar={route.sidebar}
      versions={route.versions}
      aside={
        entry &&
        descriptions && (
          <Toc
            entries={apiTocEntries(entry, descriptions, t, {
              changes: changes !== undefined,
              guides: guides.length > 0,
            })}
            title={t('toc.title')}
          />
        )
      }
    >
      <PageTop route={route} t={t} />
      {entry && descriptions && (
        <ApiPage
          entry={entry}
          descriptions={descriptions}
          t={t}
          page={{ path: route.pathname, lang: route.lang, version: route.version }}
          guides={guides}
          typeLinks={localLinks}
          history={history}
          changes={
            changes && (
              <ApiChanges
                changes={changes.entry}
                t={t}
                productHref={localizePath(changes.href, route.lang)}
                from="v8"
                to="v9"
              />
            )
          }
        />
      )}
      {index && (
        <article className="content">
          <h1>{route.title}</h1>
          <ul className="api-index">
            {index.map((item) => (
              <li key={item.kebab}>
                <a href={localizePath(item.href, route.lang)}>{item.name}</a>
                {item.plan !== 'community' && <PlanBadge plan={item.plan} label={t(`plan.${item.plan}`)} />}
              </li>
            ))}
          </ul>
        </article>
      )}
      <PrevNext
        prev={route.prev}
        next={route.next}
        labels={{ previous: t('nav.previous'), next: t('nav.next') }}
      />
    </DocsShell>
  );
}
