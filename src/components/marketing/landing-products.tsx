import { localizePath, type Lang } from '@/engine/shared/paths';
import { PRODUCTS } from '@/engine/marketing/products';
import { featuresAddedBy } from '@/engine/marketing/plan-features';
import { ProductDemo } from './product-demo.client';
import { ProductIcon } from './product-icon';
import type { Translate } from '@/engine/shared/i18n/translate';
import { MarketingSection } from './marketing-section';

/** Anchor of a product's section on the landing page. */
export const productAnchor = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** One row per product: what it is, three highlights, links, and its live mini-demo. */
export function LandingProducts({ lang, t }: { lang: Lang; t: Translate }) {
  const demoLabels = { loading: t('demo.loading'), error: t('demo.error'), reset: t('demo.reset') };
  return (
    <MarketingSection
      heading={{ id: 'products-title', text: t('marketing.products.title') }}
      lede={t('marketing.products.lede')}
    >
      <div className="mk-product-rows">
        {PRODUCTS.map((product) => {
          const name = t(`marketing.product.${product.key}.name`);
          const highlights = [
            ...featuresAddedBy(product.key, 'community').slice(0, 2),
            ...featuresAddedBy(product.key, 'pro').slice(0, 1),
          ];
          return (
            <article key={product.key} id={productAnchor(product.key)} className="mk-product-row">
              <div className="mk-product-text">
                <p className="mk-product-kicker">
                  <ProductIcon product={product.key} />
                  {t(`marketing.product.${product.key}.tagline`)}
                </p>
                <h3>{name}</h3>
                <p>{t(`marketing.product.${product.key}.description`)}</p>
                <ul className="mk-checks">
                  {highlights.map((feature) => (
                    <li key={feature.name}>
                      {feature.name}
                      {feature.plan !== 'community' && (
                        <span className={`mk-plan-chip mk-plan-${feature.plan}`}>
                          {t(`marketing.plan.${feature.plan}`)}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <code className="mk-code">npm install {product.packageName}</code>
                <p className="mk-links">
                  <a className="mk-btn mk-btn-primary" href={localizePath(product.gettingStarted, lang)}>
                    {t('marketing.product.getStarted')}
                  </a>
                  <a className="mk-btn mk-btn-text" href={localizePath(product.overview, lang)}>
                    {t('marketing.product.docs')}
                  </a>
                </p>
              </div>
              <ProductDemo
                id={product.demo}
                height={product.demoHeight}
                label={`${t('marketing.product.demo')}: ${name}`}
                waiting={t('marketing.product.demoLoading')}
                labels={demoLabels}
              />
            </article>
          );
        })}
      </div>
    </MarketingSection>
  );
}
