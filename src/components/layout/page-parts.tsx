import { localizePath } from '@/engine/shared/paths';
import { Breakable } from '@/components/shared/breakable';
import type { RouteData, TitledLink } from '@/engine/route-data';
import { CopyPageButton } from './copy-page-button.client';
import styles from './copy-page-button.module.css';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Where the page sits in the tree; groups are not links. */
export function Breadcrumbs({ items, label }: { items: RouteData['breadcrumbs']; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.title}>
            {item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links to the previous and next pages in reading order; each gets half the row at most. */
export function PrevNext({
  prev,
  next,
  labels,
}: {
  prev?: TitledLink;
  next?: TitledLink;
  labels: { previous: string; next: string };
}) {
  return (
    <nav className="prev-next" aria-label={`${labels.previous} / ${labels.next}`}>
      {prev ? (
        <a href={prev.href} rel="prev" className="prev">
          <span className="prev-next-label">{labels.previous}</span>
          <span className="prev-next-title">
            <Breakable text={prev.title} />
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.href} rel="next" className="next">
          <span className="prev-next-label">{labels.next}</span>
          <span className="prev-next-title">
            <Breakable text={next.title} />
          </span>
        </a>
      )}
    </nav>
  );
}

/** The row above a page's title: breadcrumbs, and the button that copies the page as Markdown. */
export function PageTop({ route, t }: { route: RouteData; t: Translate }) {
  return (
    <div className={styles.top}>
      <Breadcrumbs items={route.breadcrumbs} label={t('nav.breadcrumbs')} />
      <CopyPageButton
        href={`${localizePath(route.pathname, route.lang)}.md`}
        labels={{
          copy: t('seo.copyPage'),
          short: t('seo.copyPageShort'),
          copied: t('seo.copied'),
          failed: t('seo.copyFailed'),
        }}
      />
    </div>
  );
}
