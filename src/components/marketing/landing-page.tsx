import { localizePath, type Lang } from '@/engine/shared/paths';
import { PRODUCTS } from '@/engine/marketing/products';
import { LandingProducts, productAnchor } from './landing-products';
import { PlanCards } from './plan-cards';
import { ProductIcon } from './product-icon';
import type { Translate } from '@/engine/shared/i18n/translate';
import card from '@/components/shared/card.module.css';
import { MarketingSection } from './marketing-section';

export interface LandingPageProps {
  lang: Lang;
  /** Installed MUI X version, shown in the hero. */
  version: string;
  t: Translate;
}

const HIGHLIGHTS = ['theme', 'performance', 'accessibility'] as const;

/** The /x home: hero with product cards, highlights, products with live demos, plans, get started. */
export function LandingPage({ lang, version, t }: LandingPageProps) {
  const href = (pathname: string) => localizePath(pathname, lang);
  return (
    <>
      <section className="mk-hero" aria-labelledby="hero-title">
        <div className="mk-container mk-hero-inner">
          <div className="mk-hero-text">
            <p className="mk-eyebrow">{t('marketing.hero.eyebrow').replace('{version}', version)}</p>
            <h1 id="hero-title">{t('marketing.hero.title')}</h1>
            <p className="mk-lede">{t('marketing.hero.lede')}</p>
            <p className="mk-links">
              <a className="mk-btn mk-btn-primary mk-btn-large" href={href('/x/introduction/installation')}>
                {t('marketing.hero.getStarted')}
              </a>
              <a className="mk-btn mk-btn-outline mk-btn-large" href={href('/x/pricing')}>
                {t('marketing.hero.pricing')}
              </a>
            </p>
          </div>
          <ul className="mk-product-cards">
            {PRODUCTS.map((product) => (
              <li key={product.key}>
                <a className={`${card.card} mk-product-card`} href={`#${productAnchor(product.key)}`}>
                  <ProductIcon product={product.key} />
                  <strong>{t(`marketing.product.${product.key}.name`)}</strong>
                  <span>{t(`marketing.product.${product.key}.tagline`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <MarketingSection
        tone="tinted"
        heading={{ id: 'highlights-title', text: t('marketing.highlights.title') }}
      >
        <ul className="mk-highlights">
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <h3>{t(`marketing.highlights.${key}`)}</h3>
              <p>{t(`marketing.highlights.${key}Body`)}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <LandingProducts lang={lang} t={t} />

      <MarketingSection
        tone="tinted"
        heading={{ id: 'plans-title', text: t('marketing.plans.title') }}
        lede={t('marketing.plans.lede')}
      >
        <PlanCards lang={lang} t={t} variant="summary" />
        <p className="mk-center">
          <a className="mk-btn mk-btn-outline" href={href('/x/pricing')}>
            {t('marketing.plans.compare')}
          </a>
        </p>
      </MarketingSection>

      <MarketingSection
        className="mk-start"
        heading={{ id: 'start-title', text: t('marketing.start.title') }}
        lede={t('marketing.start.lede')}
      >
        <ul className="mk-start-links">
          <li>
            <a className="mk-start-link" href={href('/x/introduction/installation')}>
              <strong>{t('marketing.start.installation')}</strong>
              <span>MUI X</span>
            </a>
          </li>
          {PRODUCTS.map((product) => (
            <li key={product.key}>
              <a className="mk-start-link" href={href(product.gettingStarted)}>
                <strong>{t(`marketing.product.${product.key}.name`)}</strong>
                <code>{product.packageName}</code>
              </a>
            </li>
          ))}
        </ul>
      </MarketingSection>
    </>
  );
}
