import type { PremiumThemesFile } from '@/engine/marketing/premium-themes';
import type { Translate } from '@/engine/shared/i18n/translate';

/** /x/premium-themes: a card per theme, each linking to its page in the store. */
export function PremiumThemesPage({ data, t }: { data: PremiumThemesFile; t: Translate }) {
  return (
    <>
      <section className="mk-page-hero" aria-labelledby="themes-title">
        <div className="mk-container">
          <h1 id="themes-title">{t('marketing.themes.title')}</h1>
          <p className="mk-lede">{t('marketing.themes.lede')}</p>
          <p className="mk-links">
            <a className="mk-btn mk-btn-primary" href={data.storeUrl} rel="noopener noreferrer">
              {t('marketing.themes.store')}
            </a>
          </p>
        </div>
      </section>
      <section className="mk-section mk-section-tight" aria-label={t('marketing.themes.title')}>
        <div className="mk-container">
          <ul className="mk-themes">
            {data.themes.map((theme) => (
              <li key={theme.slug} className="mk-theme" data-theme={theme.slug}>
                <img
                  src={theme.image}
                  alt={t('marketing.themes.preview').replace('{name}', theme.name)}
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <div className="mk-theme-body">
                  <h2>{theme.name}</h2>
                  <p>{theme.description}</p>
                  <p className="mk-theme-footer">
                    <span className="mk-theme-price">
                      {t('marketing.themes.price').replace('{price}', String(theme.price))}
                    </span>
                    <a
                      className="mk-btn mk-btn-outline"
                      href={theme.storeUrl}
                      rel="noopener noreferrer"
                      aria-label={`${t('marketing.themes.view')}: ${theme.name}`}
                    >
                      {t('marketing.themes.view')}
                    </a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mk-note">{t('marketing.themes.priceNote')}</p>
        </div>
      </section>
    </>
  );
}
