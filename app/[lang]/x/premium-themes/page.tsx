import type { Metadata } from 'next';
import { createT } from '@/engine/shared/i18n/translate';
import { marketingLang, marketingMetadata } from '@/engine/marketing/metadata';
import { loadPremiumThemes } from '@/engine/marketing/premium-themes';
import { MarketingShell } from '@/components/marketing/marketing-shell';
import { PremiumThemesPage } from '@/components/marketing/premium-themes-page';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = marketingLang((await params).lang);
  const t = createT(lang);
  return marketingMetadata(
    '/x/premium-themes',
    lang,
    t('marketing.themes.title'),
    t('marketing.themes.metaDescription'),
  );
}

export default async function PremiumThemes({ params }: { params: Params }) {
  const lang = marketingLang((await params).lang);
  return (
    <MarketingShell lang={lang} pathname="/x/premium-themes">
      <PremiumThemesPage data={loadPremiumThemes()} t={createT(lang)} />
    </MarketingShell>
  );
}
