import { SettingsButton } from '@/components/settings/settings-button.client';
import { LanguageMenu, type LanguageLink } from '@/components/layout/menus';
import { settingsLabels } from '@/components/layout/shell-labels';
import { MARKETING_NAV } from '@/engine/marketing/paths';
import { localizePath, type Lang } from '@/engine/shared/paths';
import { MuiXLogo } from './product-icon';
import type { Translate } from '@/engine/shared/i18n/translate';

export interface MarketingHeaderProps {
  lang: Lang;
  /** Pathname of the page shown, without language: marks the current link. */
  pathname: string;
  languages: LanguageLink[];
  t: Translate;
}

/** Product-site top bar: logo, section links, language and settings. No JavaScript but the settings button. */
export function MarketingHeader({ lang, pathname, languages, t }: MarketingHeaderProps) {
  const links = MARKETING_NAV.map((item) => (
    <li key={item.pathname}>
      <a
        href={localizePath(item.pathname, lang)}
        aria-current={item.pathname === pathname ? 'page' : undefined}
      >
        {t(item.labelKey)}
      </a>
    </li>
  ));
  return (
    <header id="site-header" className="mk-header">
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <div className="mk-container mk-header-inner">
        <a className="mk-logo" href={localizePath('/x', lang)} aria-label={t('marketing.nav.home')}>
          <MuiXLogo />
          <span>MUI X</span>
        </a>
        <nav className="mk-nav" aria-label={t('marketing.nav.main')}>
          <ul>{links}</ul>
        </nav>
        <div className="mk-header-tools">
          <LanguageMenu links={languages} label={t('header.language')} />
          <SettingsButton labels={settingsLabels(t)} />
          {/* Narrow screens: the same links behind a native disclosure, no script needed. */}
          <details className="menu mk-nav-mobile">
            <summary aria-label={t('marketing.nav.menu')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
              </svg>
            </summary>
            <ul className="menu-list">{links}</ul>
          </details>
        </div>
      </div>
    </header>
  );
}
