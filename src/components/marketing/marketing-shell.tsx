import type { ReactNode } from 'react';
import { createT } from '@/engine/shared/i18n/translate';
import { LANGUAGES, localizePath, type Lang } from '@/engine/shared/paths';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import './marketing.css';
import './marketing-sections.css';
import './marketing-pages.css';

export interface MarketingShellProps {
  lang: Lang;
  /** Pathname of the page without language; the language menu links to it. */
  pathname: string;
  children: ReactNode;
}

/** Header, full-width content and footer of the product pages; server-rendered, no docs sidebar. */
export function MarketingShell({ lang, pathname, children }: MarketingShellProps) {
  const t = createT(lang);
  const languages = LANGUAGES.map((code) => ({
    code,
    name: t(`language.${code}`),
    href: localizePath(pathname, code),
    current: code === lang,
  }));
  return (
    <div className="mk-page">
      <MarketingHeader lang={lang} pathname={pathname} languages={languages} t={t} />
      <main id="main-content" className="mk-main" tabIndex={-1}>
        {children}
      </main>
      <MarketingFooter lang={lang} t={t} />
    </div>
  );
}
