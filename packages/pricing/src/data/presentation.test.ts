import { describe, expect, it } from 'vitest';
import { LAB_FEATURES } from './labFeatures';
import { LOGGING_FEATURES } from './loggingFeatures';
import { BILLING_LABELS, BUNDLE_HEADLINE, BUNDLE_NOTE, DEFAULT_BILLING, PLANS } from './plans';
import { LAB_MODULE_LABELS, LAB_PAGE_DEFAULTS, LAB_SLIDER, LOGGING_SLIDER } from './sliders';

const rowsFrom = (rows: typeof LAB_FEATURES, from: string) =>
  rows.filter((row) => row.from === from).map((row) => row.label);

describe('pricing page data', () => {
  it('has the slider bounds of decision 0011', () => {
    expect(LOGGING_SLIDER).toEqual({ min: 100, max: 500, step: 50, defaultValue: 100 });
    expect(LAB_SLIDER).toEqual({ min: 0, max: 3000, step: 50, defaultValue: 0 });
    expect(Object.values(LAB_MODULE_LABELS).map((label) => label.name)).toEqual([
      'Soil, Rock and Aggregate',
      'Concrete',
      'Asphalt',
    ]);
  });

  it('opens the lab page on slider positions that are not all zero', () => {
    const counts = Object.values(LAB_PAGE_DEFAULTS);
    for (const count of counts) {
      expect(count >= LAB_SLIDER.min && count <= LAB_SLIDER.max).toBe(true);
      expect(count % LAB_SLIDER.step).toBe(0);
    }
    expect(counts.some((count) => count > 0)).toBe(true);
  });

  it('names the plans and their badges', () => {
    expect(PLANS.map((plan) => [plan.name, plan.badge, plan.priceLabel])).toEqual([
      ['Standard', null, null],
      ['Plus', 'MOST POPULAR', null],
      ['Enterprise', null, 'Contact us'],
    ]);
    expect(DEFAULT_BILLING).toBe('annual');
    expect(BILLING_LABELS.annual).toMatchObject({ tag: '-25%', planNote: 'Save 25% annually' });
  });

  it('opens the bundle note with its headline', () => {
    expect(BUNDLE_HEADLINE).toBe('20% off when you bundle');
    expect(BUNDLE_NOTE.startsWith(BUNDLE_HEADLINE)).toBe(true);
  });

  it('lists the TabLabs rows of decision 0016 with their plans', () => {
    expect(rowsFrom(LAB_FEATURES, 'standard')).toEqual([
      'Unlimited users',
      'Custom work order templates',
      'Free updates',
      'Scheduling tools',
      'Helpdesk and knowledge base',
      '2 dedicated training sessions',
      'Audit log',
      'Field app',
    ]);
    expect(rowsFrom(LAB_FEATURES, 'plus')).toEqual([
      'Custom reporting insights',
      'API',
      'Accounting software integration',
      '2 additional training sessions',
      'IoT capability',
    ]);
    expect(rowsFrom(LAB_FEATURES, 'enterprise')).toEqual([
      'Unlimited support',
      'Dedicated onboarding and training',
      'Customised feature development allowance',
      'Customised integration with existing systems',
      'Single sign-on',
      'Customisable exports',
    ]);
  });

  it('makes roles and permissions a Plus feature and single sign-on Enterprise only', () => {
    const byId = new Map(LOGGING_FEATURES.map((row) => [row.id, row.includedIn]));
    expect(byId.get('user-roles')).toEqual({ standard: false, plus: true, enterprise: true });
    expect(byId.get('single-sign-on')).toEqual({ standard: false, plus: false, enterprise: true });
  });

  it('gives every feature row a unique id and every higher plan what a lower one has', () => {
    for (const rows of [LAB_FEATURES, LOGGING_FEATURES]) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      for (const { includedIn } of rows) {
        expect(includedIn.enterprise).toBe(true);
        expect(includedIn.plus || !includedIn.standard).toBe(true);
      }
    }
  });
});
