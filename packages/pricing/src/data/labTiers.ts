import type { LabTier } from '../core/types/tiers';

// Generated once from the stated rows of decision 0011 by `interpolateLabTiers`
// (step 50); `labTiers.test.ts` proves this table still equals the rule.
// Replace it with the commercial table through `createPricing({ labTiers })`.

/** Columns: tests, monthly standard, monthly plus, annual standard, annual plus, source. */
type LabTierTuple = readonly [number, number, number, number, number, LabTier['source']];

const LAB_TIER_TUPLES: readonly LabTierTuple[] = [
  [0, 0, 0, 0, 0, 'stated'],
  [50, 110, 150, 90, 130, 'stated'],
  [100, 110, 150, 90, 130, 'stated'],
  [150, 110, 150, 90, 130, 'stated'],
  [200, 120, 170, 100, 140, 'stated'],
  [250, 150, 210, 120, 170, 'stated'],
  [300, 180, 250, 140, 200, 'stated'],
  [350, 205, 285, 160, 230, 'interpolated'],
  [400, 230, 320, 180, 255, 'interpolated'],
  [450, 255, 355, 200, 285, 'interpolated'],
  [500, 280, 390, 220, 310, 'stated'],
  [550, 305, 420, 240, 335, 'interpolated'],
  [600, 325, 455, 260, 360, 'interpolated'],
  [650, 350, 485, 275, 390, 'interpolated'],
  [700, 370, 520, 295, 415, 'interpolated'],
  [750, 395, 550, 315, 440, 'interpolated'],
  [800, 420, 580, 335, 465, 'interpolated'],
  [850, 440, 615, 355, 490, 'interpolated'],
  [900, 465, 645, 370, 520, 'interpolated'],
  [950, 485, 680, 390, 545, 'interpolated'],
  [1000, 510, 710, 410, 570, 'stated'],
  [1050, 535, 745, 430, 600, 'interpolated'],
  [1100, 560, 785, 450, 630, 'interpolated'],
  [1150, 590, 820, 475, 660, 'interpolated'],
  [1200, 615, 860, 495, 690, 'interpolated'],
  [1250, 640, 895, 515, 720, 'interpolated'],
  [1300, 665, 930, 535, 750, 'interpolated'],
  [1350, 690, 970, 555, 780, 'interpolated'],
  [1400, 720, 1005, 580, 810, 'interpolated'],
  [1450, 745, 1045, 600, 840, 'interpolated'],
  [1500, 770, 1080, 620, 870, 'stated'],
  [1550, 795, 1115, 640, 900, 'interpolated'],
  [1600, 820, 1150, 660, 925, 'interpolated'],
  [1650, 850, 1190, 680, 955, 'interpolated'],
  [1700, 875, 1225, 700, 980, 'interpolated'],
  [1750, 900, 1260, 720, 1010, 'interpolated'],
  [1800, 925, 1295, 740, 1040, 'interpolated'],
  [1850, 950, 1330, 760, 1065, 'interpolated'],
  [1900, 980, 1370, 780, 1095, 'interpolated'],
  [1950, 1005, 1405, 800, 1120, 'interpolated'],
  [2000, 1030, 1440, 820, 1150, 'stated'],
  [2050, 1055, 1475, 840, 1180, 'interpolated'],
  [2100, 1080, 1515, 860, 1210, 'interpolated'],
  [2150, 1110, 1550, 885, 1235, 'interpolated'],
  [2200, 1135, 1590, 905, 1265, 'interpolated'],
  [2250, 1160, 1625, 925, 1295, 'interpolated'],
  [2300, 1185, 1660, 945, 1325, 'interpolated'],
  [2350, 1210, 1700, 965, 1355, 'interpolated'],
  [2400, 1240, 1735, 990, 1380, 'interpolated'],
  [2450, 1265, 1775, 1010, 1410, 'interpolated'],
  [2500, 1290, 1810, 1030, 1440, 'stated'],
  [2550, 1315, 1845, 1050, 1470, 'interpolated'],
  [2600, 1345, 1885, 1075, 1500, 'interpolated'],
  [2650, 1370, 1920, 1095, 1535, 'interpolated'],
  [2700, 1400, 1960, 1120, 1565, 'interpolated'],
  [2750, 1425, 1995, 1140, 1595, 'interpolated'],
  [2800, 1450, 2030, 1160, 1625, 'interpolated'],
  [2850, 1480, 2070, 1185, 1655, 'interpolated'],
  [2900, 1505, 2105, 1205, 1690, 'interpolated'],
  [2950, 1535, 2145, 1230, 1720, 'interpolated'],
  [3000, 1560, 2180, 1250, 1750, 'stated'],
];

/**
 * The shipped TabLabs tier table: 0 to 3000 tests per month in steps of 50
 * (61 rows), prices in whole dollars per month, one table for all three modules.
 * @public
 */
export const DEFAULT_LAB_TIERS: readonly LabTier[] = LAB_TIER_TUPLES.map(
  ([tests, monthlyStandard, monthlyPlus, annualStandard, annualPlus, source]) => ({
    tests,
    monthlyStandard,
    monthlyPlus,
    annualStandard,
    annualPlus,
    source,
  }),
);
