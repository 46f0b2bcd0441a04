import { MESSAGE_PREFIX } from '../core/checks/messages';

// Command-line usage errors of `tablogs-quote`: one line each, printed to stderr through
// `cliErrorMessage`. They live with the CLI so the library's modules carry none of them.

/** Name the CLI prints its errors under. */
export const CLI_NAME = 'tablogs-quote';

/** No command was given. */
export const CLI_MISSING_COMMAND =
  'a command is required: logging, lab, bundle or quote (see --help).';

/** `logging` was run without a count. */
export const CLI_MISSING_LOGS =
  'logging needs a number of logs per month, e.g. tablogs-quote logging 350.';

/** `bundle` was run without `--logging`. */
export const CLI_MISSING_BUNDLE_LOGS =
  'bundle needs --logging <logs per month>, e.g. tablogs-quote bundle --logging 350 --soil 300.';

/** `quote` was run without any count. */
export const CLI_MISSING_QUOTE_COUNTS =
  'quote needs --logging <logs> and/or lab tests, e.g. tablogs-quote quote --logging 350 --soil 300.';

/**
 * The command is not one the CLI knows.
 * @param command - What was typed.
 * @returns The message.
 */
export function cliUnknownCommandMessage(command: string): string {
  return `unknown command ${JSON.stringify(command)}; use logging, lab, bundle or quote (see --help).`;
}

/**
 * An option the CLI does not have.
 * @param option - What was typed, e.g. `--gravel`.
 * @returns The message.
 */
export function cliUnknownOptionMessage(option: string): string {
  return `unknown option ${JSON.stringify(option)} (see --help).`;
}

/**
 * An option that takes a value came last, or before another option.
 * @param option - E.g. `--soil`.
 * @returns The message.
 */
export function cliMissingValueMessage(option: string): string {
  return `${option} needs a value, e.g. ${option}=300 or ${option} 300 (see --help).`;
}

/**
 * A flag was given a value, as in `--json=yes`.
 * @param option - E.g. `--json`.
 * @returns The message.
 */
export function cliFlagValueMessage(option: string): string {
  return `${option} takes no value (see --help).`;
}

/**
 * An option was given twice.
 * @param option - E.g. `--soil`.
 * @returns The message.
 */
export function cliRepeatedOptionMessage(option: string): string {
  return `${option} is given more than once.`;
}

/**
 * An option or extra argument does not belong to the command.
 * @param command - The command.
 * @param what - The option (`--soil`) or argument.
 * @returns The message.
 */
export function cliUnexpectedMessage(command: string, what: string): string {
  return `${what} is not accepted by ${command} (see --help).`;
}

/**
 * A numeric option is not a plain non-negative number.
 * @param what - The option or argument, e.g. `--soil`.
 * @param raw - What was typed.
 * @returns The message.
 */
export function cliInvalidNumberMessage(what: string, raw: string): string {
  return `${what} must be a number, 0 or more; got ${JSON.stringify(raw)}.`;
}

/**
 * A choice option has a value outside its choices.
 * @param option - E.g. `--billing`.
 * @param choices - The allowed values.
 * @param raw - What was typed.
 * @returns The message.
 */
export function cliInvalidChoiceMessage(
  option: string,
  choices: readonly string[],
  raw: string,
): string {
  const listed = `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
  return `${option} must be ${listed}; got ${JSON.stringify(raw)}.`;
}

/**
 * The one line the CLI prints for bad input: its name, then the problem (without the library
 * prefix, which means nothing on a command line). Line breaks in it become spaces, so it stays
 * one line whatever was typed.
 * @param detail - A CLI message from above or a pricing error's message.
 * @returns The line, without its newline.
 */
export function cliErrorMessage(detail: string): string {
  return `${CLI_NAME}: ${detail.replace(`${MESSAGE_PREFIX} `, '').replace(/\s*[\r\n]+\s*/g, ' ')}`;
}

/**
 * What `tablogs-quote --version` prints.
 * @param packageVersion - The installed package's version.
 * @param effectiveDate - `PRICE_LIST_EFFECTIVE_DATE`.
 * @returns The line, without its newline.
 */
export function cliVersionLine(packageVersion: string, effectiveDate: string): string {
  return `@tablogs/pricing ${packageVersion}, price list effective ${effectiveDate}`;
}
