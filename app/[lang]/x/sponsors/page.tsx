import type { Metadata } from 'next';
import { createT } from '@/engine/shared/i18n/translate';
import { marketingLang, marketingMetadata } from '@/engine/marketing/metadata';
import { loadSponsors } from '@/engine/marketing/sponsors';
import { MarketingShell } from '@/components/marketing/marketing-shell';
import { SponsorsPage } from '@/components/marketing/sponsors-page';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = marketingLang((await params).lang);
  const t = createT(lang);
  return marketingMetadata(
    '/x/sponsors',
    lang,
    t('marketing.sponsors.title'),
    t('marketing.sponsors.metaDescription'),
  );
}

export default async function Sponsors({ params }: { params: Params }) {
  const lang = marketingLang((await params).lang);
  return (
    <MarketingShell lang={lang} pathname="/x/sponsors">
      <SponsorsPage sponsors={loadSponsors()} t={createT(lang)} />
    </MarketingShell>
  );
}
