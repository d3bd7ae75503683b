import type { SponsorsFile } from '@/engine/marketing/sponsors';
import type { Translate } from '@/engine/shared/i18n/translate';
import card from '@/components/shared/card.module.css';
import { MarketingSection, PageHero } from './marketing-section';

export interface SponsorsPageProps {
  sponsors: SponsorsFile;
  t: Translate;
}

/** /x/sponsors: tiers from Diamond down, larger logos for larger tiers. */
export function SponsorsPage({ sponsors, t }: SponsorsPageProps) {
  return (
    <>
      <PageHero
        id="sponsors-title"
        title={t('marketing.sponsors.title')}
        lede={t('marketing.sponsors.lede')}
        action={{ href: sponsors.becomeSponsorUrl, label: t('marketing.sponsors.become') }}
      />
      {sponsors.tiers.map((tier) => (
        <MarketingSection
          key={tier.key}
          tone="tight"
          className="mk-tier"
          data-tier={tier.key}
          heading={{
            id: `tier-${tier.key}`,
            text: t(`marketing.sponsors.tier.${tier.key}`),
            className: 'mk-tier-title',
          }}
        >
          <ul className="mk-sponsors">
            {tier.sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                <a
                  className={`${card.card} mk-sponsor`}
                  href={sponsor.url}
                  rel="noopener noreferrer sponsored"
                >
                  {/* Plain <img>: the logos are small static SVGs, no image optimisation needed. */}
                  <img src={sponsor.logo} alt={sponsor.name} loading="lazy" decoding="async" />
                  {sponsor.description && <span>{sponsor.description}</span>}
                </a>
              </li>
            ))}
          </ul>
        </MarketingSection>
      ))}
      <MarketingSection
        tone="tinted"
        containerClassName="mk-center"
        heading={{ id: 'become-title', text: t('marketing.sponsors.become') }}
        lede={t('marketing.sponsors.becomeBody')}
      >
        <p className="mk-note">{t('marketing.sponsors.fictional')}</p>
      </MarketingSection>
    </>
  );
}
