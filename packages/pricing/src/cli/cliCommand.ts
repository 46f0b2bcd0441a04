import type { Billing } from '../core/types/billing';
import type { PricedPlan } from '../core/types/plans';
import type { PriceRegion } from '../money/currencyNotes';
import type { QuoteFormat } from '../quote/quoteTypes';

/** Tests per month for each lab module, as typed on the command line. */
export interface LabCounts {
  readonly soil: number;
  readonly concrete: number;
  readonly asphalt: number;
}

/**
 * What the command line asked for, parsed and checked.
 */
export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | {
      readonly kind: 'logging';
      readonly region: PriceRegion;
      readonly logsPerMonth: number;
      readonly billing: Billing;
      readonly json: boolean;
    }
  | {
      readonly kind: 'lab';
      readonly region: PriceRegion;
      readonly lab: LabCounts;
      readonly billing: Billing;
      readonly json: boolean;
    }
  | {
      readonly kind: 'bundle';
      readonly region: PriceRegion;
      readonly logsPerMonth: number;
      readonly lab: LabCounts;
      readonly billing: Billing;
      readonly plan: PricedPlan | null;
      readonly json: boolean;
    }
  | {
      readonly kind: 'quote';
      readonly logsPerMonth: number | undefined;
      readonly lab: LabCounts | undefined;
      readonly billing: Billing;
      readonly plan: PricedPlan;
      /** `YYYY-MM-DD`; today (UTC) when not given. */
      readonly date: string | undefined;
      readonly region: PriceRegion;
      readonly format: QuoteFormat;
    };
