import { localizePath, type Lang } from '@/engine/shared/paths';
import { PlanCards } from './plan-cards';
import { PlanTable } from './plan-table';
import type { Translate } from '@/engine/shared/i18n/translate';

/** /x/pricing: the three plans side by side, then the feature comparison. */
export function PricingPage({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <>
      <section className="mk-page-hero" aria-labelledby="pricing-title">
        <div className="mk-container">
          <h1 id="pricing-title">{t('marketing.pricing.title')}</h1>
          <p className="mk-lede">{t('marketing.pricing.lede')}</p>
        </div>
      </section>
      <section className="mk-section mk-section-tight" aria-label={t('marketing.plans.title')}>
        <div className="mk-container">
          <PlanCards lang={lang} t={t} variant="full" />
          <p className="mk-note">
            {t('marketing.pricing.note')}{' '}
            <a href={localizePath('/x/introduction/licensing', lang)}>{t('marketing.footer.licensing')}</a>
          </p>
        </div>
      </section>
      <section id="compare" className="mk-section mk-section-tinted" aria-labelledby="compare-title">
        <div className="mk-container mk-container-narrow">
          <h2 id="compare-title" className="mk-section-title">
            {t('marketing.pricing.compareTitle')}
          </h2>
          <PlanTable lang={lang} t={t} />
        </div>
      </section>
    </>
  );
}
