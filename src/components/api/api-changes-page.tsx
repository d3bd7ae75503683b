import { changeRows } from '@/engine/api-reference/change-rows';
import { StaticHtml } from '@/components/shared/static-html';
import type { ChangeTotals, ComponentRef, ProductChanges } from '@/engine/api-reference/changes-types';
import { createT } from '@/engine/shared/i18n/translate';
import { withMajors } from './with-majors';
import { localizePath } from '@/engine/shared/paths';
import type { RouteData } from '@/engine/route-data';
import { DocsShell } from '@/components/layout/docs-shell';
import { PageTop, PrevNext } from '@/components/layout/page-parts';
import { Toc } from '@/components/layout/toc.client';
import { ApiChangesTable } from './api-changes-table';
import styles from './api-changes.module.css';
import type { KeysUnder, Translate } from '@/engine/shared/i18n/translate';

export interface ApiChangesPageProps {
  route: RouteData;
  changes: ProductChanges;
  /** Site path of an entry's API page (by kebab name), when v8 documents it. */
  apiHrefs: Record<string, string>;
  /** The hand-written migration guide, where there is one. */
  guideHref?: string;
}

function totalsRows(totals: ChangeTotals, t: Translate): Array<[string, string]> {
  const pair = (section: KeysUnder<'api-changes.'>, change: KeysUnder<'api-changes.'>) =>
    `${t(`api-changes.${section}`)} · ${t(`api-changes.${change}`)}`;
  return [
    [t('api-changes.componentsAdded'), String(totals.componentsAdded)],
    [t('api-changes.componentsRemoved'), String(totals.componentsRemoved)],
    [pair('prop', 'added'), String(totals.propsAdded)],
    [
      pair('prop', 'removed'),
      `${totals.propsRemoved} (${totals.propsDeprecatedRemoved} ${t('api-changes.deprecatedBefore')})`,
    ],
    [pair('prop', 'type'), String(totals.propsTypeChanged)],
    [pair('prop', 'default'), String(totals.propsDefaultChanged)],
    [pair('slot', 'added'), String(totals.slotsAdded)],
    [pair('slot', 'removed'), String(totals.slotsRemoved)],
    [pair('class', 'added'), String(totals.classesAdded)],
    [pair('class', 'removed'), String(totals.classesRemoved)],
  ];
}

function RefList({
  items,
  hrefs,
  t,
  lang,
}: {
  items: ComponentRef[];
  hrefs: Record<string, string>;
  t: Translate;
  lang: RouteData['lang'];
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.name}>
          {hrefs[item.kebab] ? (
            <a href={localizePath(hrefs[item.kebab], lang)}>{item.name}</a>
          ) : (
            <code>{item.name}</code>
          )}
          {item.plan !== 'community' && ` (${t(`plan.${item.plan}`)})`}
          {item.deprecated && ` · ${t('api-changes.deprecatedBefore')}`}
          {item.replacedBy && (
            <>
              {' '}
              · {t('api-changes.use')} <code>{item.replacedBy}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A product's generated "API changes, v7 to v8" page in the docs shell. */
export function ApiChangesPage({ route, changes, apiHrefs, guideHref }: ApiChangesPageProps) {
  const t = withMajors(createT(route.lang), changes.from, changes.to);
  const sections = [
    { id: 'versions', text: t('api-changes.versions'), depth: 2 as const },
    { id: 'summary', text: t('api-changes.summary'), depth: 2 as const },
    ...(changes.componentsAdded.length
      ? [{ id: 'components-added', text: t('api-changes.componentsAdded'), depth: 2 as const }]
      : []),
    ...(changes.componentsRemoved.length
      ? [{ id: 'components-removed', text: t('api-changes.componentsRemoved'), depth: 2 as const }]
      : []),
    { id: 'by-component', text: t('api-changes.byComponent'), depth: 2 as const },
  ];
  return (
    <DocsShell
      lang={route.lang}
      pathname={route.pathname}
      sidebar={route.sidebar}
      versions={route.versions}
      aside={<Toc entries={sections} title={t('toc.title')} />}
    >
      <article className="content">
        <PageTop route={route} t={t} />
        <h1>{route.title}</h1>
        <p className="lead">
          {t('api-changes.pageIntro')}
          {guideHref && (
            <>
              {' '}
              <a href={localizePath(guideHref, route.lang)}>{t('api-changes.guide')}</a>
            </>
          )}
        </p>
        <h2 id="versions">{t('api-changes.versions')}</h2>
        <ul>
          {Object.entries(changes.versions).map(([name, pair]) => (
            <li key={name}>
              <code>{name}</code>: {pair}
            </li>
          ))}
        </ul>
        <h2 id="summary">{t('api-changes.summary')}</h2>
        <table className={styles.table} data-testid="api-changes-totals">
          <thead>
            <tr>
              <th scope="col">{t('api-changes.change')}</th>
              <th scope="col">{t('api-changes.count')}</th>
            </tr>
          </thead>
          <tbody>
            {totalsRows(changes.totals, t).map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {changes.componentsAdded.length > 0 && (
          <>
            <h2 id="components-added">{t('api-changes.componentsAdded')}</h2>
            <RefList items={changes.componentsAdded} hrefs={apiHrefs} t={t} lang={route.lang} />
          </>
        )}
        {changes.componentsRemoved.length > 0 && (
          <>
            <h2 id="components-removed">{t('api-changes.componentsRemoved')}</h2>
            <RefList items={changes.componentsRemoved} hrefs={apiHrefs} t={t} lang={route.lang} />
          </>
        )}
        <StaticHtml>
          <h2 id="by-component">{t('api-changes.byComponent')}</h2>
          {changes.entries.map((entry) => (
            <section key={entry.name} aria-labelledby={`changes-${entry.kebab}`}>
              <h3 id={`changes-${entry.kebab}`}>
                {apiHrefs[entry.kebab] ? (
                  <a href={localizePath(apiHrefs[entry.kebab], route.lang)}>{entry.name}</a>
                ) : (
                  entry.name
                )}
              </h3>
              <ApiChangesTable
                rows={changeRows(entry)}
                t={t}
                label={`${entry.name} · ${t('api-changes.title')}`}
              />
            </section>
          ))}
        </StaticHtml>
      </article>
      <PrevNext
        prev={route.prev}
        next={route.next}
        labels={{ previous: t('nav.previous'), next: t('nav.next') }}
      />
    </DocsShell>
  );
}
