import { marketingRoute } from '@/components/marketing/marketing-route';
import { PricingPage } from '@/components/marketing/pricing-page';

const route = marketingRoute({
  pathname: '/x/pricing',
  titleKey: 'marketing.pricing.title',
  descriptionKey: 'marketing.pricing.metaDescription',
  render: (lang, t) => <PricingPage lang={lang} t={t} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
