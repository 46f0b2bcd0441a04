import { describeValue } from './describeValue';

// Every error message the package can throw lives here, so wording stays
// consistent and tests can assert on the exact text.

/**
 * Prefix of every error message, so a log line shows where it came from.
 * @public
 */
export const MESSAGE_PREFIX = '[@tablogs/pricing]';

const say = (text: string): string => `${MESSAGE_PREFIX} ${text}`;

/**
 * A count argument (logs or tests per month) is not a usable number.
 * @param source - Function or table that received it, e.g. `quoteLab`.
 * @param argument - Argument name, e.g. `soil`.
 * @param value - What was passed.
 * @param allowed - The allowed range, from {@link allowedCountRange}.
 * @returns The message.
 */
export function invalidCountMessage(
  source: string,
  argument: string,
  value: unknown,
  allowed: string,
): string {
  return say(`${source}: ${argument} must be ${allowed}; got ${describeValue(value)}.`);
}

/**
 * Describes the counts a tier table accepts.
 * @param unit - What is counted per month, e.g. `logs`.
 * @param first - Smallest tier.
 * @param last - Largest tier.
 * @returns E.g. `a finite number >= 0 (logs per month; 100 to 1000 are priced, above 1000 is contact sales)`.
 */
export function allowedCountRange(unit: string, first: number, last: number): string {
  return `a finite number >= 0 (${unit} per month; ${first} to ${last} are priced, above ${last} is contact sales)`;
}

/** The range `hoursSaved` accepts. */
export const HOURS_SAVED_RANGE = 'a finite number >= 0 (logs per month)';

/**
 * The options argument of a quote function is not an object.
 * @param source - Function name.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidOptionsMessage(source: string, value: unknown): string {
  return say(`${source}: expects an options object; got ${describeValue(value)}.`);
}

/**
 * The billing argument is not a known billing period.
 * @param source - Function name.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidBillingMessage(source: string, value: unknown): string {
  return say(`${source}: billing must be "annual" or "monthly"; got ${describeValue(value)}.`);
}

/**
 * A bundle price is not a non-negative integer.
 * @param argument - `logging` or `lab`.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidBundlePriceMessage(argument: string, value: unknown): string {
  return say(
    `quoteBundle: ${argument} must be a non-negative integer of whole dollars (0 or more); got ${describeValue(value)}.`,
  );
}

/**
 * The plan argument of `bundleQuotes` is not Standard or Plus.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidPlanMessage(value: unknown): string {
  return say(`bundleQuotes: plan must be "standard" or "plus"; got ${describeValue(value)}.`);
}

/**
 * `bundleQuotes` got a logging quote and a lab quote for different periods.
 * @param logging - Billing of the logging quote.
 * @param lab - Billing of the lab quote.
 * @returns The message.
 */
export function billingMismatchMessage(logging: unknown, lab: unknown): string {
  return say(
    `bundleQuotes: both quotes must have the same billing; got logging ${describeValue(logging)} and lab ${describeValue(lab)}.`,
  );
}

/**
 * A replacement tier table is not a non-empty array.
 * @param table - Table name, e.g. `loggingTiers`.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidTableMessage(table: string, value: unknown): string {
  return say(`${table} must be a non-empty array of tier rows; got ${describeValue(value)}.`);
}

/**
 * A row of a replacement table is not an object.
 * @param table - Table name.
 * @param index - Row index.
 * @param value - What the row was.
 * @returns The message.
 */
export function invalidRowMessage(table: string, index: number, value: unknown): string {
  return say(`${table}[${index}] must be a tier row object; got ${describeValue(value)}.`);
}

/**
 * A count or price field of a row is not a non-negative integer.
 * @param table - Table name.
 * @param index - Row index.
 * @param field - Field name, e.g. `annualStandard`.
 * @param value - What the field held.
 * @returns The message.
 */
export function invalidRowFieldMessage(
  table: string,
  index: number,
  field: string,
  value: unknown,
): string {
  return say(
    `${table}[${index}].${field} must be a non-negative integer; got ${describeValue(value)}.`,
  );
}

/**
 * A row's `source` is not `stated` or `interpolated`.
 * @param table - Table name.
 * @param index - Row index.
 * @param value - What the field held.
 * @returns The message.
 */
export function invalidRowSourceMessage(table: string, index: number, value: unknown): string {
  return say(
    `${table}[${index}].source must be "stated" or "interpolated"; got ${describeValue(value)}.`,
  );
}

/**
 * Two rows have the same count.
 * @param table - Table name.
 * @param field - Count field, `logs` or `tests`.
 * @param count - The repeated count.
 * @param index - Index of the second row.
 * @returns The message.
 */
export function duplicateCountMessage(
  table: string,
  field: string,
  count: number,
  index: number,
): string {
  return say(`${table} has ${field} ${count} twice (rows ${index - 1} and ${index}).`);
}

/**
 * Rows are not sorted by count.
 * @param table - Table name.
 * @param field - Count field.
 * @param index - Index of the row that comes too late.
 * @param previous - Count of the row before it.
 * @param current - Its count.
 * @returns The message.
 */
export function unsortedCountsMessage(
  table: string,
  field: string,
  index: number,
  previous: number,
  current: number,
): string {
  return say(
    `${table} must be sorted by ${field}, ascending: row ${index} (${field} ${current}) comes after ${field} ${previous}.`,
  );
}

/**
 * Counts do not advance by one even step (a gap or an uneven step).
 * @param table - Table name.
 * @param field - Count field.
 * @param step - The first step, which every step must equal.
 * @param index - Index of the row whose step differs.
 * @param actual - The step before that row.
 * @returns The message.
 */
export function unevenStepMessage(
  table: string,
  field: string,
  step: number,
  index: number,
  actual: number,
): string {
  return say(
    `${table} must step evenly by ${step} ${field} with no gaps: row ${index} is ${actual} after the row before.`,
  );
}

/**
 * A price column falls as the count rises.
 * @param table - Table name.
 * @param column - Price column.
 * @param index - Index of the cheaper row.
 * @param previous - Price in the row before.
 * @param current - Price in this row.
 * @returns The message.
 */
export function decreasingPriceMessage(
  table: string,
  column: string,
  index: number,
  previous: number,
  current: number,
): string {
  return say(
    `${table}: ${column} must not fall as the count rises: row ${index} is ${current} after ${previous}.`,
  );
}

/**
 * A Plus price is below the Standard price of the same period.
 * @param table - Table name.
 * @param index - Row index.
 * @param period - `monthly` or `annual`.
 * @returns The message.
 */
export function plusBelowStandardMessage(table: string, index: number, period: string): string {
  return say(`${table}[${index}]: ${period}Plus must be at least ${period}Standard.`);
}

/**
 * A monthly price is below the annual price of the same plan.
 * @param table - Table name.
 * @param index - Row index.
 * @param plan - `Standard` or `Plus`.
 * @returns The message.
 */
export function monthlyBelowAnnualMessage(table: string, index: number, plan: string): string {
  return say(`${table}[${index}]: monthly${plan} must be at least annual${plan}.`);
}

/**
 * A stated row given to `interpolateLabTiers` is not on the step grid.
 * @param index - Row index.
 * @param tests - Its count.
 * @param step - The step.
 * @returns The message.
 */
export function offGridStatedRowMessage(index: number, tests: number, step: number): string {
  return say(
    `interpolateLabTiers: stated row ${index} (tests ${tests}) is not a multiple of the step ${step} from the first row.`,
  );
}

/**
 * The step given to `interpolateLabTiers` is not a positive integer.
 * @param value - What was passed.
 * @returns The message.
 */
export function invalidStepMessage(value: unknown): string {
  return say(`interpolateLabTiers: step must be a positive integer; got ${describeValue(value)}.`);
}
