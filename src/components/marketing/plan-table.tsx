import { localizePath, type Lang } from '@/engine/shared/paths';
import { PLAN_KEYS, planIncludes } from '@/engine/marketing/plans';
import { PLAN_FEATURES } from '@/engine/marketing/plan-features';
import { PRODUCTS } from '@/engine/marketing/products';
import type { Translate } from '@/engine/shared/i18n/translate';

function Mark({ included, label }: { included: boolean; label: string }) {
  return (
    <span className={included ? 'mk-mark mk-mark-yes' : 'mk-mark mk-mark-no'} role="img" aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d={included ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' : 'M5 11h14v2H5z'}
        />
      </svg>
    </span>
  );
}

/**
 * Every feature against the three plans, one body per product. Four narrow
 * columns that wrap their text, so a phone shows it without sideways scrolling.
 */
export function PlanTable({ lang, t }: { lang: Lang; t: Translate }) {
  const yes = t('marketing.pricing.included');
  const no = t('marketing.pricing.notIncluded');
  return (
    <table className="mk-compare">
      <caption className="mk-visually-hidden">{t('marketing.pricing.compareTitle')}</caption>
      <colgroup>
        <col className="mk-compare-feature" />
        {PLAN_KEYS.map((plan) => (
          <col key={plan} className="mk-compare-plan" />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('marketing.pricing.feature')}</th>
          {PLAN_KEYS.map((plan) => (
            <th key={plan} scope="col" data-plan={plan}>
              {t(`marketing.plan.${plan}`)}
            </th>
          ))}
        </tr>
      </thead>
      {PRODUCTS.map((product) => (
        <tbody key={product.key} data-product={product.key}>
          <tr className="mk-compare-product">
            <th scope="colgroup" colSpan={PLAN_KEYS.length + 1}>
              {t(`marketing.product.${product.key}.name`)}
            </th>
          </tr>
          {PLAN_FEATURES[product.key].map((feature) => (
            <tr key={feature.name}>
              <th scope="row">
                {feature.docs ? <a href={localizePath(feature.docs, lang)}>{feature.name}</a> : feature.name}
              </th>
              {PLAN_KEYS.map((plan) => (
                <td key={plan} data-plan={plan}>
                  <Mark
                    included={planIncludes(plan, feature.plan)}
                    label={planIncludes(plan, feature.plan) ? yes : no}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
