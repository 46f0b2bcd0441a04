import type { Billing } from '../core/types/billing';
import type { PricedPlan } from '../core/types/plans';

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
      readonly logsPerMonth: number;
      readonly billing: Billing;
      readonly json: boolean;
    }
  | {
      readonly kind: 'lab';
      readonly lab: LabCounts;
      readonly billing: Billing;
      readonly json: boolean;
    }
  | {
      readonly kind: 'bundle';
      readonly logsPerMonth: number;
      readonly lab: LabCounts;
      readonly billing: Billing;
      readonly plan: PricedPlan | null;
      readonly json: boolean;
    };
