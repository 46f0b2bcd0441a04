import { assert } from '../core/checks/assert';
import { quoteDateMessage } from './quoteMessages';

// The subscription terms a quote states (site spec, "Terms"; the Terms of Use say the same).

/** How long a quote holds, in days from its date. */
export const QUOTE_VALID_DAYS = 30;

/** The terms, in the order a quote prints them; the first sentences depend on the document. */
export function quoteTerms(validUntil: string, priceListDate: string, taxNote: string): string[] {
  return [
    `Valid for ${QUOTE_VALID_DAYS} days, until ${validUntil}, at the price list effective ${priceListDate}.`,
    `Fees are in Australian dollars (${taxNote}).`,
    'Invoices are due within 14 days of the invoice date.',
    'The subscription renews automatically for an equal period.',
    "Prices and terms may be varied by one month's notice.",
  ];
}

/** The day `days` after an ISO date, as an ISO date; throws RangeError for a date that is not real. */
export function addDays(isoDate: string, days: number): string {
  const match = typeof isoDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  // Date.UTC rolls 2026-02-30 over to March: only a day that reads back unchanged is real.
  assert(Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === isoDate, () =>
    quoteDateMessage(isoDate),
  );
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
