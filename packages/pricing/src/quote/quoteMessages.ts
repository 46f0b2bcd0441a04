import { describeValue } from '../core/checks/describeValue';
import { MESSAGE_PREFIX } from '../core/checks/messages';

// The quote document's RangeError messages, in the style of core/checks/messages.ts.

const say = (text: string): string => `${MESSAGE_PREFIX} quoteDocument: ${text}`;

export const quoteDateMessage = (date: unknown): string =>
  say(`date must be a real day written YYYY-MM-DD; got ${describeValue(date)}.`);

export const QUOTE_EMPTY_MESSAGE = say('a quote needs TabLogs logs, TabLabs tests or both.');

export const quoteChoiceMessage = (
  what: string,
  choices: readonly string[],
  got: unknown,
): string => say(`${what} must be one of ${choices.join(', ')}; got ${describeValue(got)}.`);

export const quoteFormatMessage = (got: unknown): string =>
  `${MESSAGE_PREFIX} formatQuote: format must be one of text, markdown, csv, json; got ${describeValue(got)}.`;
