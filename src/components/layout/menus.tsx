import type { VersionEntry } from '@/engine/versions';

/** Version switcher: a native disclosure listing the versions, no JavaScript. */
export function VersionSwitcher({ entries, label }: { entries: VersionEntry[]; label: string }) {
  const current = entries.find((entry) => entry.current);
  return (
    <details className="menu" data-testid="version-switcher">
      <summary aria-label={`${label}: ${current?.text ?? ''}`}>{current?.text}</summary>
      <ul className="menu-list">
        {entries.map((entry) => (
          <li key={entry.text}>
            <a href={entry.href} aria-current={entry.current ? 'true' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export interface LanguageLink {
  /** Language code. */
  code: string;
  /** Name of the language in itself. */
  name: string;
  /** The current page in that language. */
  href: string;
  current?: boolean;
}

/** Language menu: each entry opens the same page in another language. */
export function LanguageMenu({ links, label }: { links: LanguageLink[]; label: string }) {
  return (
    <details className="menu" data-testid="language-menu">
      <summary aria-label={label}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12.9 15.1 10.3 12.6l.1-.1A17.6 17.6 0 0 0 14.1 6H17V4h-7V2H8v2H1v2h11.2A15.8 15.8 0 0 1 9 11.4 15.6 15.6 0 0 1 6.7 8H4.7a17.5 17.5 0 0 0 3 4.6L2.6 17.6 4 19l5-5 3.1 3.1zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2zm-2.6 7 1.6-4.3 1.6 4.3z"
          />
        </svg>
      </summary>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.code}>
            <a
              href={link.href}
              lang={link.code}
              hrefLang={link.code}
              aria-current={link.current ? 'true' : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
