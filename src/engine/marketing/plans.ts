/** The three licence plans of MUI X, as the pricing page and the landing page show them. */
export const PLAN_KEYS = ['community', 'pro', 'premium'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface PlanSummary {
  key: PlanKey;
  /** Licence the plan's packages are published under. */
  licence: 'MIT' | 'Commercial';
  /** Suffix of the npm packages the plan installs (`@mui/x-data-grid` + suffix). */
  packageSuffix: '' | '-pro' | '-premium';
  /** Whether the plan is free to use in any project. */
  free: boolean;
  /** Highlighted as the plan most teams pick. */
  featured?: boolean;
}

export const PLANS: readonly PlanSummary[] = [
  { key: 'community', licence: 'MIT', packageSuffix: '', free: true },
  { key: 'pro', licence: 'Commercial', packageSuffix: '-pro', free: false, featured: true },
  { key: 'premium', licence: 'Commercial', packageSuffix: '-premium', free: false },
];

/** Position of a plan in the ladder: each plan includes everything of the ones before it. */
export function planRank(plan: PlanKey): number {
  return PLAN_KEYS.indexOf(plan);
}

/** Whether `plan` includes a feature that first ships in `featurePlan`. */
export function planIncludes(plan: PlanKey, featurePlan: PlanKey): boolean {
  return planRank(plan) >= planRank(featurePlan);
}

/**
 * The npm package of `product`'s free package for `plan`. Charts, pickers and
 * tree view have no Premium package: Premium includes their Pro package.
 */
export function packageFor(freePackage: string, plan: PlanKey): string {
  const hasPremium = freePackage === '@mui/x-data-grid';
  if (plan === 'community') return freePackage;
  return `${freePackage}${plan === 'premium' && hasPremium ? '-premium' : '-pro'}`;
}
