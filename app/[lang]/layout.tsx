import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import '@generated/theme-shell.css';
import '@generated/code-colors.css';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/content.css';
import { SiteDocument } from '@/components/layout/site-document';
import { LANGUAGES, isLang } from '@/engine/shared/paths';
import { SITE } from '@/config/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export const metadata: Metadata = {
  metadataBase: new URL(SITE.origin),
  title: { default: 'MUI X', template: '%s - MUI X' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Root layout: the site's document (theme variables, pre-paint scripts) in the path's language. */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang: raw } = await params;
  const lang = isLang(raw) ? raw : 'en';
  return <SiteDocument lang={lang}>{children}</SiteDocument>;
}
