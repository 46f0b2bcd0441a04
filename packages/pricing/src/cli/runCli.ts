import { bundleQuotes } from '../api/bundleQuotes';
import { formatQuote } from '../api/quote/formatQuote';
import { quoteDocument } from '../api/quote/quoteDocument';
import { quoteLab } from '../api/quoteLab';
import { quoteLogging } from '../api/quoteLogging';
import { PRICED_PLANS } from '../core/types/plans';
import { PRICE_LIST_EFFECTIVE_DATE } from '../data/priceList';
import type { CliCommand } from './cliCommand';
import { cliErrorMessage, cliVersionLine } from './cliMessages';
import { HELP_TEXT } from './helpText';
import { parseCommand } from './parseCommand';
import { renderBundles, renderLabQuote, renderLoggingQuote } from './renderQuotes';

/** What a CLI run prints and how it exits. */
export interface CliResult {
  readonly stdout: string;
  readonly stderr: string;
  /** 0 on success, 2 for bad input. */
  readonly exitCode: 0 | 2;
}

/**
 * Runs `tablogs-quote` without touching the process, so it is easy to test.
 * @param argv - Arguments after the script path.
 * @param packageVersion - The installed package's version, for `--version`.
 * @returns Output and exit code.
 */
export function runCli(argv: readonly string[], packageVersion: string): CliResult {
  try {
    return { stdout: execute(parseCommand(argv), packageVersion), stderr: '', exitCode: 0 };
  } catch (error) {
    if (isInputError(error)) {
      return { stdout: '', stderr: `${cliErrorMessage(error.message)}\n`, exitCode: 2 };
    }
    throw error;
  }
}

function execute(command: CliCommand, packageVersion: string): string {
  switch (command.kind) {
    case 'help':
      return HELP_TEXT;
    case 'version':
      return `${cliVersionLine(packageVersion, PRICE_LIST_EFFECTIVE_DATE)}\n`;
    case 'logging': {
      const quote = quoteLogging(command);
      return command.json ? json(quote) : renderLoggingQuote(quote, command.region);
    }
    case 'lab': {
      const quote = quoteLab({ ...command.lab, billing: command.billing });
      return command.json ? json(quote) : renderLabQuote(quote, command.region);
    }
    case 'bundle': {
      const logging = quoteLogging(command);
      const lab = quoteLab({ ...command.lab, billing: command.billing });
      const plans = command.plan === null ? PRICED_PLANS : [command.plan];
      const bundles = plans.map((plan) => [plan, bundleQuotes(logging, lab, plan)] as const);
      return command.json
        ? json({ billing: command.billing, logging, lab, bundles: Object.fromEntries(bundles) })
        : renderBundles(command.billing, bundles, command.region);
    }
    case 'quote': {
      const { logsPerMonth, lab, billing, plan, region, format } = command;
      // The library never reads the clock; the command dates a quote today unless told.
      const date = command.date ?? new Date().toISOString().slice(0, 10);
      const doc = quoteDocument({
        ...(logsPerMonth === undefined ? {} : { logsPerMonth }),
        ...(lab === undefined ? {} : { lab }),
        billing,
        plan,
        date,
        region,
      });
      return formatQuote(doc, { format });
    }
    default:
      return command satisfies never;
  }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

// Bad input: the argument reader's and the pricing functions' RangeErrors.
function isInputError(error: unknown): error is RangeError {
  return error instanceof RangeError;
}
