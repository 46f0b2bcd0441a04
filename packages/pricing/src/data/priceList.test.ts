import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAB_TIERS } from './labTiers';
import { DEFAULT_LOGGING_TIERS } from './loggingTiers';
import { PRICE_LIST_EFFECTIVE_DATE } from './priceList';

// The tables' fingerprint when PRICE_LIST_EFFECTIVE_DATE was last set. A change to a shipped
// table fails here until the date is moved to the day the new prices apply and this is updated.
const PRICE_LIST = {
  effectiveDate: '2026-11-22',
  sha256: '17fe38fac60f2593681cc096dec0a857e8ce57c240f3ecb29935703cf8d0cb63',
};

describe('PRICE_LIST_EFFECTIVE_DATE', () => {
  it('is a real ISO date', () => {
    expect(PRICE_LIST_EFFECTIVE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${PRICE_LIST_EFFECTIVE_DATE}T00:00:00Z`).toISOString()).toBe(
      `${PRICE_LIST_EFFECTIVE_DATE}T00:00:00.000Z`,
    );
  });

  it('moves with the shipped tables', () => {
    const sha256 = createHash('sha256')
      .update(JSON.stringify([DEFAULT_LOGGING_TIERS, DEFAULT_LAB_TIERS]))
      .digest('hex');
    expect(
      { effectiveDate: PRICE_LIST_EFFECTIVE_DATE, sha256 },
      'the shipped tables changed: set PRICE_LIST_EFFECTIVE_DATE (src/data/priceList.ts) to the day the new prices apply, then update PRICE_LIST here',
    ).toEqual(PRICE_LIST);
  });
});
