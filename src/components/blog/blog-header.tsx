import { MuiXLogo } from '@/components/layout/mui-x-logo';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Top bar of the blog: brand back to the blog home, and links out to the docs and the feed. */
export function BlogHeader({ t }: { t: Translate }) {
  return (
    <header id="site-header" className="blog-header">
      <a className="skip-link" href="#main-content">
        {t('blog.skipToContent')}
      </a>
      <div className="blog-bar">
        <a className="blog-brand" href="/blog">
          <MuiXLogo width={28} />
          <span>MUI X</span>
          <span className="blog-brand-section">{t('blog.title')}</span>
        </a>
        <nav aria-label={t('blog.nav')}>
          <ul className="blog-nav">
            <li>
              <a href="/x/introduction">{t('blog.docs')}</a>
            </li>
            <li>
              <a href="/blog/rss.xml" type="application/rss+xml">
                {t('blog.rss')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
