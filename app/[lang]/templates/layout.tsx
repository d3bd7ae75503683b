import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { createT } from '@/engine/shared/i18n/translate';

/**
 * Templates render with Emotion: collect their styles into the server HTML. No docs shell,
 * but the same first tab stop as the docs: a skip link to the template's `#main-content`.
 */
export default function TemplatesLayout({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'tpl' }}>
      <a className="skip-link" href="#main-content">
        {createT('en')('header.skipToContent')}
      </a>
      {children}
    </AppRouterCacheProvider>
  );
}
