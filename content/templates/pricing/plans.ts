/** The plans of the fictional product, and what each one includes. */
export interface Plan {
  id: 'free' | 'team' | 'business';
  name: string;
  tagline: string;
  /** Per seat per month, billed monthly; yearly billing takes 20% off. */
  monthly: number;
  cta: string;
  highlighted?: boolean;
  features: string[];
}

export const YEARLY_DISCOUNT = 0.2;

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'For side projects and trying things out.',
    monthly: 0,
    cta: 'Start for free',
    features: ['Up to 5 members', '3 projects', '7-day history', 'Community support'],
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For growing teams that ship every week.',
    monthly: 12,
    cta: 'Start a 14-day trial',
    highlighted: true,
    features: [
      'Unlimited members',
      'Unlimited projects',
      '1-year history',
      'Release calendar',
      'Email support',
    ],
  },
  {
    id: 'business',
    name: 'Business',
    tagline: 'For organisations with security reviews.',
    monthly: 24,
    cta: 'Contact sales',
    features: [
      'Everything in Team',
      'SAML single sign-on',
      'Audit log',
      'Unlimited history',
      '99.9% uptime SLA',
    ],
  },
];

export function price(plan: Plan, yearly: boolean): number {
  return yearly ? Math.round(plan.monthly * (1 - YEARLY_DISCOUNT) * 100) / 100 : plan.monthly;
}

/** Rows of the comparison table: true/false, or a text value, per plan. */
export const COMPARISON: { feature: string; values: Record<Plan['id'], boolean | string> }[] = [
  { feature: 'Members', values: { free: 'Up to 5', team: 'Unlimited', business: 'Unlimited' } },
  { feature: 'Projects', values: { free: '3', team: 'Unlimited', business: 'Unlimited' } },
  { feature: 'History', values: { free: '7 days', team: '1 year', business: 'Unlimited' } },
  { feature: 'Release calendar', values: { free: false, team: true, business: true } },
  { feature: 'Guest access', values: { free: false, team: true, business: true } },
  { feature: 'SAML single sign-on', values: { free: false, team: false, business: true } },
  { feature: 'Audit log', values: { free: false, team: false, business: true } },
  { feature: 'Support', values: { free: 'Community', team: 'Email', business: 'Priority' } },
];
