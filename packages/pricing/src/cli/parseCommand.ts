import { assert } from '../core/checks/assert';
import { BILLING_PERIODS } from '../core/types/billing';
import { PRICED_PLANS } from '../core/types/plans';
import { DEFAULT_BILLING } from '../data/plans';
import { PRICE_REGIONS } from '../money/currencyNotes';
import type { QuoteFormat } from '../quote/quoteTypes';
import type { CliCommand, LabCounts } from './cliCommand';
import {
  CLI_MISSING_BUNDLE_LOGS,
  CLI_MISSING_COMMAND,
  CLI_MISSING_LOGS,
  CLI_MISSING_QUOTE_COUNTS,
  cliFlagValueMessage,
  cliInvalidChoiceMessage,
  cliInvalidNumberMessage,
  cliMissingValueMessage,
  cliRepeatedOptionMessage,
  cliUnexpectedMessage,
  cliUnknownCommandMessage,
  cliUnknownOptionMessage,
} from './cliMessages';

const VALUE_OPTIONS = [
  'billing',
  'plan',
  'logging',
  'soil',
  'concrete',
  'asphalt',
  'region',
  'date',
  'format',
] as const;
const QUOTE_FORMATS: readonly QuoteFormat[] = ['text', 'markdown', 'csv', 'json'];
const COMMANDS = ['logging', 'lab', 'bundle', 'quote'] as const;
const FLAGS = ['json', 'help', 'version'] as const;

type ValueOption = (typeof VALUE_OPTIONS)[number];
type Flag = (typeof FLAGS)[number];
type OptionName = ValueOption | Flag;

interface Arguments {
  readonly values: Partial<Record<ValueOption, string>>;
  readonly flags: ReadonlySet<Flag>;
  readonly positionals: readonly string[];
}

const ACCEPTED: Readonly<Record<(typeof COMMANDS)[number], readonly OptionName[]>> = {
  logging: ['billing', 'region', 'json', 'help'],
  lab: ['soil', 'concrete', 'asphalt', 'billing', 'region', 'json', 'help'],
  bundle: ['logging', 'soil', 'concrete', 'asphalt', 'billing', 'plan', 'region', 'json', 'help'],
  quote: [
    'logging',
    'soil',
    'concrete',
    'asphalt',
    'billing',
    'plan',
    'date',
    'region',
    'format',
    'help',
  ],
};

/**
 * Parses `tablogs-quote` arguments (without `node` and the script path).
 * @param argv - The arguments.
 * @returns The command to run.
 * @throws RangeError with a one-line message for any bad input.
 */
export function parseCommand(argv: readonly string[]): CliCommand {
  const { values, flags, positionals } = readArguments(argv);
  if (flags.has('help')) {
    return { kind: 'help' };
  }
  if (flags.has('version')) {
    return { kind: 'version' };
  }
  const [command, ...rest] = positionals;
  assert(command !== undefined, () => CLI_MISSING_COMMAND);
  assert(isCommand(command), () => cliUnknownCommandMessage(command));
  for (const name of [...Object.keys(values), ...flags] as OptionName[]) {
    assert(ACCEPTED[command].includes(name), () => cliUnexpectedMessage(command, `--${name}`));
  }
  const billing = parseChoice('--billing', BILLING_PERIODS, values.billing) ?? DEFAULT_BILLING;
  const json = flags.has('json');
  const region = parseChoice('--region', PRICE_REGIONS, values.region) ?? 'AU';
  if (command === 'logging') {
    const [logs, ...extra] = rest;
    assert(logs !== undefined, () => CLI_MISSING_LOGS);
    assert(extra[0] === undefined, () =>
      cliUnexpectedMessage(command, JSON.stringify(String(extra[0]))),
    );
    const logsPerMonth = parseNumber('logs per month', logs);
    return { kind: 'logging', logsPerMonth, billing, region, json };
  }
  assert(rest[0] === undefined, () =>
    cliUnexpectedMessage(command, JSON.stringify(String(rest[0]))),
  );
  const lab = parseLabCounts(values);
  if (command === 'lab') {
    return { kind: 'lab', lab, billing, region, json };
  }
  if (command === 'quote') {
    const anyLab =
      values.soil !== undefined || values.concrete !== undefined || values.asphalt !== undefined;
    assert(values.logging !== undefined || anyLab, () => CLI_MISSING_QUOTE_COUNTS);
    return {
      kind: 'quote',
      logsPerMonth:
        values.logging === undefined ? undefined : parseNumber('--logging', values.logging),
      lab: anyLab ? lab : undefined,
      billing,
      plan: parseChoice('--plan', PRICED_PLANS, values.plan) ?? 'standard',
      date: values.date,
      region,
      format: parseChoice('--format', QUOTE_FORMATS, values.format) ?? 'text',
    };
  }
  assert(values.logging !== undefined, () => CLI_MISSING_BUNDLE_LOGS);
  const plan = parseChoice('--plan', PRICED_PLANS, values.plan) ?? null;
  return {
    kind: 'bundle',
    logsPerMonth: parseNumber('--logging', values.logging),
    lab,
    billing,
    plan,
    region,
    json,
  };
}

function isCommand(name: string): name is (typeof COMMANDS)[number] {
  return (COMMANDS as readonly string[]).includes(name);
}

// A small reader instead of node:util's parseArgs, whose errors span several lines and which
// reads `--soil -50` and `logging -5` as options: here a value that looks like a number, even a
// negative one, is a value, and is then rejected with the number rules' one-line message.
function readArguments(argv: readonly string[]): Arguments {
  const values: Partial<Record<ValueOption, string>> = {};
  const flags = new Set<Flag>();
  const positionals: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] as string;
    if (token === '--') {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (token === '-h') {
      flags.add('help');
      continue;
    }
    if (!token.startsWith('-') || /^-\.?\d/.test(token)) {
      positionals.push(token);
      continue;
    }
    const equals = token.indexOf('=');
    const option = equals === -1 ? token : token.slice(0, equals);
    const name = option.slice(2);
    assert(option.startsWith('--') && isOptionName(name), () => cliUnknownOptionMessage(option));
    if (isFlag(name)) {
      assert(equals === -1, () => cliFlagValueMessage(option));
      flags.add(name);
      continue;
    }
    assert(values[name] === undefined, () => cliRepeatedOptionMessage(option));
    let value: string | undefined;
    if (equals !== -1) {
      value = token.slice(equals + 1);
    } else {
      value = argv[index + 1];
      index += 1;
    }
    assert(value !== undefined && !value.startsWith('--'), () => cliMissingValueMessage(option));
    values[name] = value;
  }
  return { values, flags, positionals };
}

function isOptionName(name: string): name is OptionName {
  return (VALUE_OPTIONS as readonly string[]).includes(name) || isFlag(name);
}

function isFlag(name: string): name is Flag {
  return (FLAGS as readonly string[]).includes(name);
}

function parseLabCounts(values: Arguments['values']): LabCounts {
  const count = (name: 'soil' | 'concrete' | 'asphalt'): number => {
    const raw = values[name];
    return raw === undefined ? 0 : parseNumber(`--${name}`, raw);
  };
  return { soil: count('soil'), concrete: count('concrete'), asphalt: count('asphalt') };
}

function parseNumber(what: string, raw: string): number {
  // Number('') is 0 and Number('0x10') is 16: accept plain decimals only.
  assert(/^\d+(\.\d+)?$/.test(raw), () => cliInvalidNumberMessage(what, raw));
  return Number(raw);
}

function parseChoice<TChoice extends string>(
  option: string,
  choices: readonly TChoice[],
  raw: string | undefined,
): TChoice | undefined {
  if (raw === undefined) {
    return undefined;
  }
  const match = choices.find((choice) => choice === raw);
  assert(match !== undefined, () => cliInvalidChoiceMessage(option, choices, raw));
  return match;
}
