import type { QueryParamReader } from '../../core/query/queryParams';
import {
  type QuoteQuery,
  quoteQueryParamsOf,
  readQuoteQueryStrictly,
} from '../../quote/quoteQuery';
import type { QuoteInput } from '../../quote/quoteTypes';

/**
 * Reads a quote from a URL query: `logs`, `soil`, `concrete`, `asphalt` (whole counts),
 * `billing`, `plan` and `region` (each optional, with the calculators' defaults). Unlike the
 * calculators' readers, a bad value is not replaced: it is a problem, so a quote never shows
 * figures nobody asked for.
 * @param params - `URLSearchParams` or any `{ get(name) }`.
 * @returns `{ ok: true, input }` for `quoteDocument` (add the date), or `{ ok: false, problems }`.
 * @public
 */
export function readQuoteQuery(params: QueryParamReader): QuoteQuery {
  return readQuoteQueryStrictly(params);
}

/**
 * The query that opens a quote: what `readQuoteQuery` reads back.
 * @param input - A quote input without its date.
 * @returns Parameter name → value.
 * @public
 */
export function quoteQueryParams(input: Omit<QuoteInput, 'date'>): Record<string, string> {
  return quoteQueryParamsOf(input);
}
