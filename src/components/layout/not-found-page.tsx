import { createT } from '@/engine/shared/i18n/translate';
import { localizePath, type Lang } from '@/engine/shared/paths';
import { getSidebarOutline } from '@/engine/route-data';
import { getInstalledVersion, getVersionEntries } from '@/engine/versions';
import { DocsShell } from './docs-shell';

/** "Page not found" inside the full shell, so the visitor can navigate on. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const t = createT(lang);
  return (
    <DocsShell
      lang={lang}
      pathname="/x/introduction"
      sidebar={getSidebarOutline(lang)}
      versions={getVersionEntries('/x/introduction', getInstalledVersion())}
    >
      <article className="content not-found">
        <p className="not-found-code">404</p>
        <h1>{t('page.notFoundTitle')}</h1>
        <p>{t('page.notFoundBody')}</p>
        <p>
          <a className="button" href={localizePath('/x/introduction', lang)}>
            {t('page.backHome')}
          </a>
        </p>
      </article>
    </DocsShell>
  );
}
