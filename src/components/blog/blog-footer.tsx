import type { Translate } from '@/engine/shared/i18n/translate';
/** Bottom of every blog page. */
export function BlogFooter({ t }: { t: Translate }) {
  return (
    <footer className="blog-footer">
      <div className="blog-bar">
        <p>{t('blog.footer')}</p>
        <ul className="blog-nav">
          <li>
            <a href="/blog">{t('blog.allPosts')}</a>
          </li>
          <li>
            <a href="/x/introduction">{t('blog.docs')}</a>
          </li>
          <li>
            <a href="/blog/rss.xml" type="application/rss+xml">
              {t('blog.rss')}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
