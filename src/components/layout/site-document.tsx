import type { ReactNode } from 'react';
import { DocsConfigProvider } from '@/components/docs-config/docs-config.client';
import { Analytics } from '@/components/analytics/analytics.client';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { consentPrepaintScript } from '@/components/analytics/consent-prepaint';
import { consentLabels } from '@/components/analytics/consent-labels';
import { ServiceWorkerRegistration } from '@/components/analytics/service-worker.client';
import { GA_MEASUREMENT_ID, SERVICE_WORKER_HOST } from '@/config/analytics';
import { HydrationMark } from '@/components/layout/hydration-mark.client';
import { codePrefsScript } from '@/components/demo/code-prefs';
import { packageManagerScript } from '@/components/mdx/package-manager-prefs';
import { getInstalledVersion } from '@/engine/versions';
import { createT } from '@/engine/shared/i18n/translate';
import type { Lang } from '@/engine/shared/paths';
import { modeScript } from '@/theme/mode-script';
import { roboto } from '@/theme/fonts';
import { speculationRulesJson } from '@/config/speculation-rules';

/**
 * The site's `<html>`: language, pre-paint scripts, docs config and the page-wide islands.
 * Rendered by the `[lang]` root layout and by the global 404, which has no layout above it.
 */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <html lang={lang} dir="ltr" className={roboto.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document writes <head> itself; next/head is for the Pages Router */}
      <head>
        {/* Holds the first paint until the header (`#site-header`, up to its end tag) is parsed, and no
            longer: painting a half-parsed header let its later items push the earlier ones aside, a layout
            shift. Waiting for `#main-content` instead held paint until the whole article was parsed (LCP
            +1 s in Lighthouse). Chromium honours it; other browsers ignore it. */}
        <link rel="expect" href="#site-header" blocking="render" />
        {/* Marks <html> with the code language and styling, the package manager of install blocks and
            whether the consent question was answered, before paint, so demos and install tabs show the
            stored panel and the prerendered consent banner never flashes for a visitor who chose. */}
        <script
          dangerouslySetInnerHTML={{ __html: codePrefsScript + packageManagerScript + consentPrepaintScript }}
        />
      </head>
      <body suppressHydrationWarning>
        {/* Runs before first paint so the stored mode never flashes the wrong scheme. It also
            writes <meta name="theme-color">: a React-rendered one would be re-inserted by
            hydration once the script has changed its colour. */}
        <script dangerouslySetInnerHTML={{ __html: modeScript }} />
        <DocsConfigProvider
          value={{
            lang,
            version: getInstalledVersion(),
            licenseKey: process.env.MUI_X_LICENSE_KEY || undefined,
          }}
        >
          {children}
        </DocsConfigProvider>
        <Analytics measurementId={GA_MEASUREMENT_ID} />
        <ConsentBanner labels={consentLabels(createT(lang))} />
        <ServiceWorkerRegistration host={SERVICE_WORKER_HOST} />
        <HydrationMark />
        {/* Chromium prerenders a docs link the reader hovers, so the page change that follows is instant. */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesJson }} />
      </body>
    </html>
  );
}
