import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { createT, type Translate, type TranslationKey } from '@/engine/shared/i18n/translate';
import { marketingLang, marketingMetadata } from '@/engine/marketing/metadata';
import type { Lang } from '@/engine/shared/paths';
import { MarketingShell } from './marketing-shell';

type Params = Promise<{ lang: string }>;

export interface MarketingRouteOptions {
  /** Pathname of the page without language. */
  pathname: string;
  /** Translation keys of the page's `<title>` and meta description. */
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  /** The page's content in the marketing shell; a route reads its data here, when the page renders. */
  render: (lang: Lang, t: Translate) => ReactNode;
}

/**
 * The two exports of a marketing route (`/x`, pricing, sponsors, premium themes): metadata with
 * canonical and language alternates, and the page in the marketing shell, in the `lang` of the URL.
 */
export function marketingRoute({ pathname, titleKey, descriptionKey, render }: MarketingRouteOptions) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const lang = marketingLang((await params).lang);
    const t = createT(lang);
    return marketingMetadata(pathname, lang, t(titleKey), t(descriptionKey));
  }

  async function MarketingRoutePage({ params }: { params: Params }) {
    const lang = marketingLang((await params).lang);
    return (
      <MarketingShell lang={lang} pathname={pathname}>
        {render(lang, createT(lang))}
      </MarketingShell>
    );
  }

  return { generateMetadata, Page: MarketingRoutePage };
}
