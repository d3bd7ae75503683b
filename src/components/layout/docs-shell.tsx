import type { ReactNode } from 'react';
import { SITE } from '@/config/site';
import { createT } from '@/engine/shared/i18n/translate';
import { LANGUAGES, localizePath, type Lang } from '@/engine/shared/paths';
import type { SidebarItem } from '@/engine/route-data';
import type { VersionEntry } from '@/engine/versions';
import { Header } from './header';
import { settingsLabels, sidebarLabels } from './shell-labels';
import { Sidebar } from './sidebar';

export interface DocsShellProps {
  lang: Lang;
  /** Pathname without language of the page shown; the language menu links to it. */
  pathname: string;
  sidebar: SidebarItem[];
  versions: VersionEntry[];
  /** Shown beside the content on wide screens. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Header, sidebar, content and table of contents; server-rendered. */
export function DocsShell({ lang, pathname, sidebar, versions, aside, children }: DocsShellProps) {
  const t = createT(lang);
  const languages = LANGUAGES.map((code) => ({
    code,
    name: t(`language.${code}`),
    href: localizePath(pathname, code),
    current: code === lang,
  }));
  return (
    <div className="shell">
      <Header
        homeHref={localizePath('/x/introduction', lang)}
        versions={versions}
        languages={languages}
        githubUrl={SITE.repoUrl}
        t={t}
        settingsLabels={settingsLabels(t)}
      />
      <aside id="sidebar" className="sidebar">
        <Sidebar items={sidebar} labels={sidebarLabels(t)} />
      </aside>
      <main id="main-content" className="main" tabIndex={-1}>
        {children}
        <footer className="site-footer">
          <p>{t('footer.copyright')}</p>
        </footer>
      </main>
      {/* Not an <aside>: the table of contents inside is its own named nav landmark, and a second
          unnamed complementary landmark beside the sidebar failed axe's landmark-unique. */}
      <div className="aside">{aside}</div>
    </div>
  );
}
