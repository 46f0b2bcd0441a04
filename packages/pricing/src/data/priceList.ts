/**
 * The day the shipped tables (`DEFAULT_LOGGING_TIERS`, `DEFAULT_LAB_TIERS`) took effect, as an
 * ISO date. Change it with the tables; `tablogs-quote --version` prints it, so a sales engineer
 * can tell which price list an installed version quotes from.
 * @public
 */
export const PRICE_LIST_EFFECTIVE_DATE = '2026-11-22';
