import { loadSponsors } from '@/engine/marketing/sponsors';
import { marketingRoute } from '@/components/marketing/marketing-route';
import { SponsorsPage } from '@/components/marketing/sponsors-page';

const route = marketingRoute({
  pathname: '/x/sponsors',
  titleKey: 'marketing.sponsors.title',
  descriptionKey: 'marketing.sponsors.metaDescription',
  render: (_lang, t) => <SponsorsPage sponsors={loadSponsors()} t={t} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
