import { getInstalledVersion } from '@/engine/versions';
import { marketingRoute } from '@/components/marketing/marketing-route';
import { LandingPage } from '@/components/marketing/landing-page';

/** The MUI X home: products, live mini-demos, plans. */
const route = marketingRoute({
  pathname: '/x',
  titleKey: 'marketing.meta.landingTitle',
  descriptionKey: 'marketing.meta.landingDescription',
  render: (lang, t) => <LandingPage lang={lang} version={getInstalledVersion()} t={t} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
