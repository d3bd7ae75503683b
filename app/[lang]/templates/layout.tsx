import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';

/** Templates render with Emotion: collect their styles into the server HTML. No docs shell. */
export default function TemplatesLayout({ children }: { children: ReactNode }) {
  return <AppRouterCacheProvider options={{ key: 'tpl' }}>{children}</AppRouterCacheProvider>;
}
