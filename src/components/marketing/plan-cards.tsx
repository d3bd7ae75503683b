import { localizePath, type Lang } from '@/engine/shared/paths';
import { PLANS, PLAN_KEYS, type PlanKey } from '@/engine/marketing/plans';
import { featuresAddedBy } from '@/engine/marketing/plan-features';
import { PRODUCTS } from '@/engine/marketing/products';
import type { Translate } from '@/engine/shared/i18n/translate';
import card from '@/components/shared/card.module.css';

export interface PlanCardsProps {
  lang: Lang;
  t: Translate;
  /** `summary` for the landing strip (three highlights each), `full` for the pricing page. */
  variant: 'summary' | 'full';
}

/**
 * What a plan adds over the one below it, with the product named. Products take
 * turns, so a short list still shows something of each.
 */
function additions(plan: PlanKey, t: Translate) {
  const perProduct = PRODUCTS.map((product) =>
    featuresAddedBy(product.key, plan).map((feature) => ({
      key: `${product.key}-${feature.name}`,
      product: t(`marketing.product.${product.key}.name`),
      name: feature.name,
    })),
  );
  const longest = Math.max(...perProduct.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => perProduct.flatMap((list) => list[i] ?? []));
}

/** Community, Pro and Premium side by side; each lists what it adds to the plan before. */
export function PlanCards({ lang, t, variant }: PlanCardsProps) {
  return (
    <ol className={`mk-plans mk-plans-${variant}`}>
      {PLANS.map((plan) => {
        const index = PLAN_KEYS.indexOf(plan.key);
        const added = additions(plan.key, t).flat();
        const shown = added.slice(0, variant === 'summary' ? 4 : 8);
        const previous = index > 0 ? t(`marketing.plan.${PLAN_KEYS[index - 1]}`) : null;
        const cta = plan.free
          ? { href: '/x/introduction/installation', label: t('marketing.plan.cta.community') }
          : { href: '/x/introduction/licensing', label: t('marketing.plan.cta.paid') };
        return (
          <li
            key={plan.key}
            className={`${card.card} mk-plan`}
            data-plan={plan.key}
            data-featured={plan.featured ? '' : undefined}
          >
            {plan.featured && <p className="mk-plan-badge">{t('marketing.plan.featured')}</p>}
            <h2>{t(`marketing.plan.${plan.key}`)}</h2>
            <p className="mk-plan-tagline">{t(`marketing.plan.${plan.key}.tagline`)}</p>
            <p className="mk-plan-price">
              <strong>{plan.free ? t('marketing.plan.free') : t('marketing.plan.commercial')}</strong>
              <span>{plan.free ? t('marketing.plan.mit') : t('marketing.plan.perDeveloper')}</span>
            </p>
            <a
              className={`mk-btn ${plan.featured ? 'mk-btn-primary' : 'mk-btn-outline'}`}
              href={localizePath(cta.href, lang)}
            >
              {cta.label}
            </a>
            <p className="mk-plan-includes">
              {previous
                ? t('marketing.plan.everythingIn').replace('{plan}', previous)
                : t('marketing.plan.includes')}
            </p>
            <ul className="mk-checks">
              {shown.map((feature) => (
                <li key={feature.key}>
                  <span className="mk-check-product">{feature.product}</span> {feature.name}
                </li>
              ))}
              {added.length > shown.length && (
                <li className="mk-more">
                  <a href={`${localizePath('/x/pricing', lang)}#compare`}>
                    {t('marketing.plan.more').replace('{count}', String(added.length - shown.length))}
                  </a>
                </li>
              )}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
