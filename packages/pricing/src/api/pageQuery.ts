import {
  parseBillingParam,
  parseSliderParam,
  type QueryParamReader,
} from '../core/query/queryParams';
import type { Billing } from '../core/types/billing';
import type { LabModule } from '../core/types/labModules';
import { DEFAULT_BILLING } from '../data/plans';
import { LAB_PAGE_DEFAULTS, LAB_SLIDER, LOGGING_SLIDER } from '../data/sliders';

/**
 * What the TabLogs pricing page shows: the slider's logs per month and the billing period.
 * @public
 */
export interface LoggingPageState {
  readonly logs: number;
  readonly billing: Billing;
}

/**
 * What the TabLabs pricing page shows: tests per month of each module and the billing period.
 * @public
 */
export interface LabPageState extends Readonly<Record<LabModule, number>> {
  readonly billing: Billing;
}

/**
 * The TabLogs page when opened without a query: 100 logs, annual billing.
 * @public
 */
export const DEFAULT_LOGGING_PAGE_STATE: LoggingPageState = {
  logs: LOGGING_SLIDER.defaultValue,
  billing: DEFAULT_BILLING,
};

/**
 * The TabLabs page when opened without a query: `LAB_PAGE_DEFAULTS`, annual billing.
 * @public
 */
export const DEFAULT_LAB_PAGE_STATE: LabPageState = {
  ...LAB_PAGE_DEFAULTS,
  billing: DEFAULT_BILLING,
};

/**
 * Reads the TabLogs page state from a query such as `?logs=250&billing=monthly`.
 * Each value that is missing or unusable falls back to its default on its own.
 * @param params - E.g. `new URLSearchParams(location.search)`.
 * @returns The state to show.
 * @public
 */
export function readLoggingQuery(params: QueryParamReader): LoggingPageState {
  return {
    logs: parseSliderParam(params.get('logs'), LOGGING_SLIDER),
    billing: parseBillingParam(params.get('billing'), DEFAULT_BILLING),
  };
}

/**
 * The query that reopens a TabLogs quote, for `setSearchParams` or `new URLSearchParams`.
 * @param state - The page state.
 * @returns E.g. `{ logs: '250', billing: 'monthly' }`.
 * @public
 */
export function loggingQueryParams(state: LoggingPageState): Record<string, string> {
  return { logs: String(state.logs), billing: state.billing };
}

/**
 * Reads the TabLabs page state from a query such as
 * `?soil=300&concrete=0&asphalt=50&billing=annual`. Each module that is missing
 * or unusable falls back to its `LAB_PAGE_DEFAULTS` count on its own.
 * @param params - E.g. `new URLSearchParams(location.search)`.
 * @returns The state to show.
 * @public
 */
export function readLabQuery(params: QueryParamReader): LabPageState {
  return {
    soil: parseSliderParam(params.get('soil'), LAB_SLIDER, LAB_PAGE_DEFAULTS.soil),
    concrete: parseSliderParam(params.get('concrete'), LAB_SLIDER, LAB_PAGE_DEFAULTS.concrete),
    asphalt: parseSliderParam(params.get('asphalt'), LAB_SLIDER, LAB_PAGE_DEFAULTS.asphalt),
    billing: parseBillingParam(params.get('billing'), DEFAULT_BILLING),
  };
}

/**
 * The query that reopens a TabLabs quote.
 * @param state - The page state.
 * @returns E.g. `{ soil: '300', concrete: '0', asphalt: '50', billing: 'annual' }`.
 * @public
 */
export function labQueryParams(state: LabPageState): Record<string, string> {
  return {
    soil: String(state.soil),
    concrete: String(state.concrete),
    asphalt: String(state.asphalt),
    billing: state.billing,
  };
}
