import { PlanBadge } from '@/components/layout/chips';
import { AdSlot } from '@/components/ads/ad-slot';
import { PageFeedback } from '@/components/feedback/page-feedback';
import type { ApiDescriptions, ApiEntry, ApiProp } from '@/engine/api-reference/types';
import type { Lang } from '@/engine/shared/paths';
import { Breakable } from '@/components/shared/breakable';
import styles from './api-page.module.css';
import { ClassRow, Html, PropRow, SlotRow } from './api-rows';
import { PropsFilter } from './props-filter.client';
import { CopyRowLinks } from './copy-row-links.client';
import type { Translate } from '@/engine/shared/i18n/translate';
import { ApiFacts } from './api-facts';
import { LinkedType, type TypeLinks } from './linked-type';
import { groupProps } from './props-groups';
import type { PageHistory } from '@/engine/api-history/load';
import { SinceMarks } from './since-marks';
import { ApiVersion } from './api-version.client';
import { StaticHtml } from '@/components/shared/static-html';

export interface ApiPageProps {
  entry: ApiEntry;
  /** English prose, or a translation of it with the same keys. */
  descriptions: ApiDescriptions;
  t: Translate;
  /** The page as the feedback box reports it: pathname without language, language, documented version. */
  page: { path: string; lang: Lang; version: string };
  /** Guides whose front matter lists the component. */
  guides?: Array<{ title: string; href: string }>;
  /** The "Changes from v7" section, when the entry changed (see api-changes.tsx). */
  changes?: React.ReactNode;
  /** Interface pages of the product, for the names inside types. */
  typeLinks?: TypeLinks;
  /** When the entry and its members appeared or changed in 8.x (`npm run api:history`). */
  history?: PageHistory;
}

type T = ApiPageProps['t'];

function PropsTable({
  props,
  descriptions,
  t,
  links,
  history,
}: {
  props: ApiProp[];
  descriptions: ApiDescriptions;
  t: T;
  links?: TypeLinks;
  history?: PageHistory;
}) {
  const groups = groupProps(props, descriptions);
  const row = (prop: ApiProp) => (
    <PropRow
      key={prop.name}
      prop={prop}
      id={`prop-${prop.name}`}
      descriptions={descriptions}
      t={t}
      links={links}
      history={history?.entry.props?.[prop.name]}
    />
  );
  return (
    <section aria-labelledby="props">
      <h2 id="props">{t('api-docs.props')}</h2>
      <PropsFilter
        tableId="props-table"
        label={`${t('api-docs.props')} · ${t('api-docs.name')}`}
        className={styles.filter}
      />
      <StaticHtml>
        <table id="props-table" className={`${styles.table} ${styles.propsTable}`}>
          <thead>
            <tr>
              <th scope="col">
                {t('api-docs.name')} · {t('api-docs.type')} · {t('api-docs.default')}
              </th>
              <th scope="col">{t('api-docs.description')}</th>
            </tr>
          </thead>
          <tbody>{groups.own.map(row)}</tbody>
          {groups.inherited.map((group) => (
            <tbody key={group.id}>
              <tr className={styles.groupRow}>
                <td colSpan={2}>
                  <h3 id={group.id}>
                    {t('api-docs.inheritedFrom')} <a href={group.href}>{group.from}</a>
                  </h3>
                </td>
              </tr>
              {group.props.map(row)}
            </tbody>
          ))}
        </table>
      </StaticHtml>
    </section>
  );
}

/** API reference of one component or Data Grid interface; rendered on the server only. */
export function ApiPage({
  entry,
  descriptions,
  t,
  page,
  guides = [],
  changes,
  typeLinks,
  history,
}: ApiPageProps) {
  const props = entry.kind === 'component' ? entry.props : entry.properties;
  const selfDeprecation = descriptions.deprecated?._self;
  return (
    <>
      <article className={styles.page}>
        <header className={styles.header}>
          <h1>
            <span className={styles.name}>
              <Breakable text={entry.name} />
            </span>
            {entry.plan !== 'community' && <PlanBadge plan={entry.plan} label={t(`plan.${entry.plan}`)} />}
          </h1>
          {entry.deprecated && (
            <div className={styles.deprecatedNote} role="note">
              <strong>{t('api-docs.deprecated')}</strong>
              <Html markdown={selfDeprecation} />
            </div>
          )}
          <SinceMarks history={history?.entry} t={t} />
          <Html markdown={descriptions.description} />
          <ApiFacts entry={entry} t={t} />
          {history && history.releases.length > 1 && (
            <ApiVersion
              releases={history.releases}
              entryAdded={history.entry.a}
              name={entry.name}
              className={styles.asOf}
              labels={{
                asOf: t('api-docs.asOf'),
                installed: t('api-docs.asOfInstalled'),
                hidden: t('api-docs.asOfHidden'),
                notYetIn: t('api-docs.notYetIn'),
              }}
            />
          )}
          {history?.carried && history.carried.length > 0 && (
            <p className={styles.asOfNote}>
              {t('api-docs.asOfCarried')
                .replace('{package}', entry.source?.package ?? '')
                .replace(
                  '{minors}',
                  history.carried.map((item) => `${item.minor} (${item.version})`).join(', '),
                )}
            </p>
          )}
        </header>
        {/* As on guides: Pro and Premium components carry no ads. */}
        {entry.plan === 'community' && <AdSlot t={t} />}
        <section aria-labelledby="import">
          <h2 id="import">{t('api-docs.import')}</h2>
          <pre className={styles.imports}>
            <code>{entry.imports.join('\n')}</code>
          </pre>
          {entry.kind === 'interface' && entry.typeText && (
            <p>
              <LinkedType text={`type ${entry.name} = ${entry.typeText}`} links={typeLinks} />
            </p>
          )}
        </section>
        {props.length > 0 && (
          <PropsTable props={props} descriptions={descriptions} t={t} links={typeLinks} history={history} />
        )}
        {entry.kind === 'component' && entry.slots.length > 0 && (
          <section aria-labelledby="slots">
            <h2 id="slots">{t('api-docs.slots')}</h2>
            <StaticHtml className="table-scroll">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('api-docs.name')}</th>
                    <th scope="col">{t('api-docs.default')}</th>
                    <th scope="col">{t('api-docs.description')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.slots.map((slot) => (
                    <SlotRow
                      key={slot.name}
                      slot={slot}
                      descriptions={descriptions}
                      t={t}
                      history={history?.entry.slots?.[slot.name]}
                    />
                  ))}
                </tbody>
              </table>
            </StaticHtml>
          </section>
        )}
        {entry.kind === 'component' && entry.classes.length > 0 && (
          <section aria-labelledby="classes">
            <h2 id="classes">{t('api-docs.css')}</h2>
            <StaticHtml className="table-scroll">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('api-docs.name')}</th>
                    <th scope="col">{t('api-docs.description')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.classes.map((item) => (
                    <ClassRow
                      key={item.key}
                      item={item}
                      descriptions={descriptions}
                      t={t}
                      history={history?.entry.classes?.[item.key]}
                    />
                  ))}
                </tbody>
              </table>
            </StaticHtml>
          </section>
        )}
        {changes && <StaticHtml>{changes}</StaticHtml>}
        <CopyRowLinks
          copiedLabel={t('api-docs.copied')}
          statusClassName={styles.copyStatus}
          announcerClassName={styles.visuallyHidden}
        />
      </article>
      {guides.length > 0 && (
        <section className="content api-guides" aria-labelledby="demos">
          <h2 id="demos">{t('api-docs.demos')}</h2>
          <ul>
            {guides.map((guide) => (
              <li key={guide.href}>
                <a href={guide.href}>{guide.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PageFeedback {...page} t={t} />
    </>
  );
}
