import { bundleQuotes } from '../api/bundleQuotes';
import { quoteLab } from '../api/quoteLab';
import { quoteLogging } from '../api/quoteLogging';
import { cliErrorMessage } from '../core/checks/messages';
import { PRICED_PLANS } from '../core/types/plans';
import type { CliCommand } from './cliCommand';
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
 * @returns Output and exit code.
 */
export function runCli(argv: readonly string[]): CliResult {
  try {
    return { stdout: execute(parseCommand(argv)), stderr: '', exitCode: 0 };
  } catch (error) {
    if (isInputError(error)) {
      return { stdout: '', stderr: `${cliErrorMessage(error.message)}\n`, exitCode: 2 };
    }
    throw error;
  }
}

function execute(command: CliCommand): string {
  switch (command.kind) {
    case 'help':
      return HELP_TEXT;
    case 'logging': {
      const quote = quoteLogging(command);
      return command.json ? json(quote) : renderLoggingQuote(quote);
    }
    case 'lab': {
      const quote = quoteLab({ ...command.lab, billing: command.billing });
      return command.json ? json(quote) : renderLabQuote(quote);
    }
    case 'bundle': {
      const logging = quoteLogging(command);
      const lab = quoteLab({ ...command.lab, billing: command.billing });
      const plans = command.plan === null ? PRICED_PLANS : [command.plan];
      const bundles = plans.map((plan) => [plan, bundleQuotes(logging, lab, plan)] as const);
      return command.json
        ? json({ billing: command.billing, logging, lab, bundles: Object.fromEntries(bundles) })
        : renderBundles(command.billing, bundles);
    }
    default:
      return command satisfies never;
  }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

// Bad input: our RangeErrors, and node:util parseArgs errors (unknown option, missing value).
function isInputError(error: unknown): error is Error {
  if (error instanceof RangeError) {
    return true;
  }
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
