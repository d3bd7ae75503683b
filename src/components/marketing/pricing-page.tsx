import { localizePath, type Lang } from '@/engine/shared/paths';
import { PlanCards } from './plan-cards';
import { PlanTable } from './plan-table';
import type { Translate } from '@/engine/shared/i18n/translate';
import { MarketingSection, PageHero } from './marketing-section';

/** /x/pricing: the three plans side by side, then the feature comparison. */
export function PricingPage({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <>
      <PageHero id="pricing-title" title={t('marketing.pricing.title')} lede={t('marketing.pricing.lede')} />
      <MarketingSection tone="tight" aria-label={t('marketing.plans.title')}>
        <PlanCards lang={lang} t={t} variant="full" />
        <p className="mk-note">
          {t('marketing.pricing.note')}{' '}
          <a href={localizePath('/x/introduction/licensing', lang)}>{t('marketing.footer.licensing')}</a>
        </p>
      </MarketingSection>
      <MarketingSection
        id="compare"
        tone="tinted"
        containerClassName="mk-container-narrow"
        heading={{ id: 'compare-title', text: t('marketing.pricing.compareTitle') }}
      >
        <PlanTable lang={lang} t={t} />
      </MarketingSection>
    </>
  );
}
