import type { SponsorsFile } from '@/engine/marketing/sponsors';
import type { Translate } from '@/engine/shared/i18n/translate';

export interface SponsorsPageProps {
  sponsors: SponsorsFile;
  t: Translate;
}

/** /x/sponsors: tiers from Diamond down, larger logos for larger tiers. */
export function SponsorsPage({ sponsors, t }: SponsorsPageProps) {
  return (
    <>
      <section className="mk-page-hero" aria-labelledby="sponsors-title">
        <div className="mk-container">
          <h1 id="sponsors-title">{t('marketing.sponsors.title')}</h1>
          <p className="mk-lede">{t('marketing.sponsors.lede')}</p>
          <p className="mk-links">
            <a className="mk-btn mk-btn-primary" href={sponsors.becomeSponsorUrl} rel="noopener noreferrer">
              {t('marketing.sponsors.become')}
            </a>
          </p>
        </div>
      </section>
      {sponsors.tiers.map((tier) => (
        <section
          key={tier.key}
          className="mk-section mk-section-tight mk-tier"
          data-tier={tier.key}
          aria-labelledby={`tier-${tier.key}`}
        >
          <div className="mk-container">
            <h2 id={`tier-${tier.key}`} className="mk-tier-title">
              {t(`marketing.sponsors.tier.${tier.key}`)}
            </h2>
            <ul className="mk-sponsors">
              {tier.sponsors.map((sponsor) => (
                <li key={sponsor.name}>
                  <a className="mk-sponsor" href={sponsor.url} rel="noopener noreferrer sponsored">
                    {/* Plain <img>: the logos are small static SVGs, no image optimisation needed. */}
                    <img src={sponsor.logo} alt={sponsor.name} loading="lazy" decoding="async" />
                    {sponsor.description && <span>{sponsor.description}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <section className="mk-section mk-section-tinted" aria-labelledby="become-title">
        <div className="mk-container mk-center">
          <h2 id="become-title" className="mk-section-title">
            {t('marketing.sponsors.become')}
          </h2>
          <p className="mk-section-lede">{t('marketing.sponsors.becomeBody')}</p>
          <p className="mk-note">{t('marketing.sponsors.fictional')}</p>
        </div>
      </section>
    </>
  );
}
