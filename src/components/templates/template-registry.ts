import type { ComponentType } from 'react';
import Marketing from '../../../content/templates/marketing/Marketing';
import Blog from '../../../content/templates/blog/Blog';
import Checkout from '../../../content/templates/checkout/Checkout';
import Dashboard from '../../../content/templates/dashboard/Dashboard';
import Pricing from '../../../content/templates/pricing/Pricing';
import SignIn from '../../../content/templates/sign-in/SignIn';
import SignUp from '../../../content/templates/sign-up/SignUp';

/**
 * The live component of each template. Static imports of client components: a page only
 * loads the chunk of the one it renders.
 */
export const TEMPLATE_COMPONENTS: Record<string, ComponentType> = {
  marketing: Marketing,
  blog: Blog,
  checkout: Checkout,
  dashboard: Dashboard,
  pricing: Pricing,
  'sign-in': SignIn,
  'sign-up': SignUp,
};
