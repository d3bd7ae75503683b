import { SettingsButton } from '@/components/settings/settings-button.client';
import type { SettingsLabels } from '@/components/settings/settings-button.client';
import { SearchButton } from '@/components/search/search-button.client';
import { searchLabels } from '@/components/search/search-labels';
import type { VersionEntry } from '@/engine/versions';
import { isLang } from '@/engine/shared/paths';
import { LanguageMenu, VersionSwitcher, type LanguageLink } from './menus';
import { NavToggle } from './nav-toggle.client';
import { MuiXLogo } from './mui-x-logo';
import type { Translate } from '@/engine/shared/i18n/translate';

export interface HeaderProps {
  homeHref: string;
  versions: VersionEntry[];
  languages: LanguageLink[];
  githubUrl: string;
  t: Translate;
  settingsLabels: SettingsLabels;
}

/** The top bar: menu toggle, logo, version, search, language, GitHub, settings. */
export function Header({ homeHref, versions, languages, githubUrl, t, settingsLabels }: HeaderProps) {
  const lang = languages.find((link) => link.current)?.code;
  return (
    <header id="site-header" className="site-header">
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <NavToggle openLabel={t('header.openNav')} closeLabel={t('header.closeNav')} />
      <a className="logo" href={homeHref} aria-label="MUI X">
        <MuiXLogo />
        <span>MUI X</span>
      </a>
      <VersionSwitcher entries={versions} label={t('header.version')} />
      <div className="header-spacer" />
      <div className="search-slot" data-slot="search">
        <SearchButton lang={isLang(lang) ? lang : 'en'} labels={searchLabels(t)} />
      </div>
      <LanguageMenu links={languages} label={t('header.language')} />
      <a className="icon-button" href={githubUrl} aria-label={t('header.github')} rel="noopener noreferrer">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z"
          />
        </svg>
      </a>
      <SettingsButton labels={settingsLabels} />
    </header>
  );
}
