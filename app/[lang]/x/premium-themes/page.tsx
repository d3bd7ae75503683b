import { loadPremiumThemes } from '@/engine/marketing/premium-themes';
import { marketingRoute } from '@/components/marketing/marketing-route';
import { PremiumThemesPage } from '@/components/marketing/premium-themes-page';

const route = marketingRoute({
  pathname: '/x/premium-themes',
  titleKey: 'marketing.themes.title',
  descriptionKey: 'marketing.themes.metaDescription',
  render: (_lang, t) => <PremiumThemesPage data={loadPremiumThemes()} t={t} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
