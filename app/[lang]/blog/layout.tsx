import type { ReactNode } from 'react';
import { createT } from '@/engine/shared/i18n/translate';
import { BlogHeader } from '@/components/blog/blog-header';
import { BlogFooter } from '@/components/blog/blog-footer';
import '../../styles/blog.css';

/** The blog's own frame (English only): a slim header, the page, a footer. No docs shell. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  const t = createT('en');
  return (
    <div className="blog">
      <BlogHeader t={t} />
      <main id="main-content" className="blog-main">
        {children}
      </main>
      <BlogFooter t={t} />
    </div>
  );
}
