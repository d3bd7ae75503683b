import type { Metadata } from 'next';
import { createT } from '@/engine/shared/i18n/translate';
import { marketingLang, marketingMetadata } from '@/engine/marketing/metadata';
import { getInstalledVersion } from '@/engine/versions';
import { MarketingShell } from '@/components/marketing/marketing-shell';
import { LandingPage } from '@/components/marketing/landing-page';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = marketingLang((await params).lang);
  const t = createT(lang);
  return marketingMetadata(
    '/x',
    lang,
    t('marketing.meta.landingTitle'),
    t('marketing.meta.landingDescription'),
  );
}

/** The MUI X home: products, live mini-demos, plans. */
export default async function Landing({ params }: { params: Params }) {
  const lang = marketingLang((await params).lang);
  return (
    <MarketingShell lang={lang} pathname="/x">
      <LandingPage lang={lang} version={getInstalledVersion()} t={createT(lang)} />
    </MarketingShell>
  );
}
