import { localizePath, type Lang } from '@/engine/shared/paths';
import { MARKETING_NAV } from '@/engine/marketing/paths';
import { PRODUCTS } from '@/engine/marketing/products';
import { MuiXLogo } from './product-icon';
import type { Translate, TranslationKey } from '@/engine/shared/i18n/translate';

const RESOURCES: Array<{ pathname: string; key: TranslationKey }> = [
  { pathname: '/x/introduction/installation', key: 'marketing.start.installation' },
  { pathname: '/x/introduction/licensing', key: 'marketing.footer.licensing' },
  { pathname: '/x/introduction/support', key: 'marketing.footer.support' },
  { pathname: '/x/introduction/roadmap', key: 'marketing.footer.roadmap' },
];

/** Site footer of the marketing pages: products, resources, site sections. */
export function MarketingFooter({ lang, t }: { lang: Lang; t: Translate }) {
  const href = (pathname: string) => localizePath(pathname, lang);
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer-grid">
        <div className="mk-footer-brand">
          <a className="mk-logo" href={href('/x')} aria-label={t('marketing.nav.home')}>
            <MuiXLogo />
            <span>MUI X</span>
          </a>
          <p>{t('marketing.footer.tagline')}</p>
        </div>
        <nav aria-label={t('marketing.footer.products')}>
          <h2>{t('marketing.footer.products')}</h2>
          <ul>
            {PRODUCTS.map((product) => (
              <li key={product.key}>
                <a href={href(product.overview)}>{t(`marketing.product.${product.key}.name`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('marketing.footer.resources')}>
          <h2>{t('marketing.footer.resources')}</h2>
          <ul>
            {RESOURCES.map((link) => (
              <li key={link.pathname}>
                <a href={href(link.pathname)}>{t(link.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="MUI X">
          <h2>MUI X</h2>
          <ul>
            {MARKETING_NAV.filter((link) => link.pathname !== '/x/introduction').map((link) => (
              <li key={link.pathname}>
                <a href={href(link.pathname)}>{t(link.labelKey)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mk-container mk-footer-bottom">
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
