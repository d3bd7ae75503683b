import type { PremiumThemesFile } from '@/engine/marketing/premium-themes';
import type { Translate } from '@/engine/shared/i18n/translate';
import card from '@/components/shared/card.module.css';
import { MarketingSection, PageHero } from './marketing-section';

/** /x/premium-themes: a card per theme, each linking to its page in the store. */
export function PremiumThemesPage({ data, t }: { data: PremiumThemesFile; t: Translate }) {
  return (
    <>
      <PageHero
        id="themes-title"
        title={t('marketing.themes.title')}
        lede={t('marketing.themes.lede')}
        action={{ href: data.storeUrl, label: t('marketing.themes.store') }}
      />
      <MarketingSection tone="tight" aria-label={t('marketing.themes.title')}>
        <ul className="mk-themes">
          {data.themes.map((theme) => (
            <li
              key={theme.slug}
              className={`${card.card} ${card.previewCard} mk-theme`}
              data-theme={theme.slug}
            >
              <img
                className={card.preview}
                src={theme.image}
                alt={t('marketing.themes.preview').replace('{name}', theme.name)}
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <div className={`${card.previewBody} mk-theme-body`}>
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
      </MarketingSection>
    </>
  );
}
