import type { Metadata } from 'next';
import { createT } from '@/engine/shared/i18n/translate';
import { marketingLang, marketingMetadata } from '@/engine/marketing/metadata';
import { MarketingShell } from '@/components/marketing/marketing-shell';
import { PricingPage } from '@/components/marketing/pricing-page';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = marketingLang((await params).lang);
  const t = createT(lang);
  return marketingMetadata(
    '/x/pricing',
    lang,
    t('marketing.pricing.title'),
    t('marketing.pricing.metaDescription'),
  );
}

export default async function Pricing({ params }: { params: Params }) {
  const lang = marketingLang((await params).lang);
  return (
    <MarketingShell lang={lang} pathname="/x/pricing">
      <PricingPage lang={lang} t={createT(lang)} />
    </MarketingShell>
  );
}
