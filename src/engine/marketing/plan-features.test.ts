import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findLeaf } from '../nav';
import { PLAN_FEATURES, featuresAddedBy } from './plan-features';
import { PLAN_KEYS, packageFor, planIncludes, type PlanKey } from './plans';
import { PRODUCTS } from './products';

const require = createRequire(import.meta.url);
const exportsOf = (name: string) => new Set(Object.keys(require(name) as object));

describe('plan features', () => {
  it('link only to pages of the navigation tree, with the same plan flag when the page has one', () => {
    for (const features of Object.values(PLAN_FEATURES)) {
      for (const feature of features) {
        if (!feature.docs) continue;
        const leaf = findLeaf(feature.docs);
        expect(leaf, feature.docs).toBeDefined();
        if (leaf?.page.plan) expect(feature.plan, feature.name).toBe(leaf.page.plan);
      }
    }
  });

  it('name evidence exported by the plan package and not by the plan below', () => {
    for (const product of PRODUCTS) {
      for (const feature of PLAN_FEATURES[product.key]) {
        if (!feature.evidence) continue;
        const own = exportsOf(packageFor(product.packageName, feature.plan));
        expect(own.has(feature.evidence), `${feature.name}: ${feature.evidence}`).toBe(true);
        const below: PlanKey | undefined = PLAN_KEYS[PLAN_KEYS.indexOf(feature.plan) - 1];
        if (!below) continue;
        const lower = exportsOf(packageFor(product.packageName, below));
        expect(lower.has(feature.evidence), `${feature.evidence} already in ${below}`).toBe(false);
      }
    }
  }, 60_000);

  it('list Community features first, then Pro, then Premium, with unique names', () => {
    for (const features of Object.values(PLAN_FEATURES)) {
      const ranks = features.map((feature) => PLAN_KEYS.indexOf(feature.plan));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(features.map((f) => f.name)).size).toBe(features.length);
    }
  });

  it('give every product something in Community and something Pro adds', () => {
    for (const product of PRODUCTS) {
      expect(featuresAddedBy(product.key, 'community').length).toBeGreaterThan(0);
      expect(featuresAddedBy(product.key, 'pro').length).toBeGreaterThan(0);
    }
    expect(featuresAddedBy('dataGrid', 'premium').length).toBeGreaterThan(0);
  });
});

describe('plans', () => {
  it('include everything of the plans below', () => {
    expect(planIncludes('premium', 'pro')).toBe(true);
    expect(planIncludes('pro', 'premium')).toBe(false);
    expect(planIncludes('community', 'community')).toBe(true);
  });

  it('map to the installed packages; only the grid has a Premium package', () => {
    expect(packageFor('@mui/x-data-grid', 'premium')).toBe('@mui/x-data-grid-premium');
    expect(packageFor('@mui/x-charts', 'premium')).toBe('@mui/x-charts-pro');
    for (const product of PRODUCTS) {
      for (const plan of PLAN_KEYS)
        expect(() => require.resolve(packageFor(product.packageName, plan))).not.toThrow();
    }
  });
});
