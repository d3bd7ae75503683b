/** Top bar of the blog: brand back to the blog home, and links out to the docs and the feed. */
export function BlogHeader({ t }: { t: (key: string) => string }) {
  return (
    <header className="blog-header">
      <a className="skip-link" href="#main-content">
        {t('blog.skipToContent')}
      </a>
      <div className="blog-bar">
        <a className="blog-brand" href="/blog">
          <svg viewBox="0 0 36 32" width="28" height="25" aria-hidden="true">
            <path
              fill="var(--mui-palette-primary-main)"
              d="M0 4 10 10v14L0 18zM12 10l10-6v14l-10 6zM24 4l10 6v14l-10-6z"
            />
            <path fill="var(--mui-palette-primary-dark)" d="m12 26 10-6v6l-10 6z" />
          </svg>
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
