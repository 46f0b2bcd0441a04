import { parseArgs } from 'node:util';
import { assert } from '../core/checks/assert';
import {
  CLI_MISSING_BUNDLE_LOGS,
  CLI_MISSING_COMMAND,
  CLI_MISSING_LOGS,
  cliInvalidChoiceMessage,
  cliInvalidNumberMessage,
  cliUnexpectedMessage,
  cliUnknownCommandMessage,
} from '../core/checks/messages';
import { BILLING_PERIODS } from '../core/types/billing';
import { PRICED_PLANS } from '../core/types/plans';
import { DEFAULT_BILLING } from '../data/plans';
import type { CliCommand, LabCounts } from './cliCommand';

const OPTIONS = {
  billing: { type: 'string' },
  plan: { type: 'string' },
  logging: { type: 'string' },
  soil: { type: 'string' },
  concrete: { type: 'string' },
  asphalt: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof OPTIONS;
type ParsedValues = { readonly [name in OptionName]?: string | boolean | undefined };

const ACCEPTED: Readonly<Record<'logging' | 'lab' | 'bundle', readonly OptionName[]>> = {
  logging: ['billing', 'json', 'help'],
  lab: ['soil', 'concrete', 'asphalt', 'billing', 'json', 'help'],
  bundle: ['logging', 'soil', 'concrete', 'asphalt', 'billing', 'plan', 'json', 'help'],
};

/**
 * Parses `tablogs-quote` arguments (without `node` and the script path).
 * @param argv - The arguments.
 * @returns The command to run.
 * @throws RangeError (or a `node:util` parse error) with a one-line message.
 */
export function parseCommand(argv: readonly string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const [command, ...rest] = positionals;
  if (values.help === true) {
    return { kind: 'help' };
  }
  assert(command !== undefined, () => CLI_MISSING_COMMAND);
  assert(command === 'logging' || command === 'lab' || command === 'bundle', () =>
    cliUnknownCommandMessage(command),
  );
  for (const name of Object.keys(values) as OptionName[]) {
    assert(ACCEPTED[command].includes(name), () => cliUnexpectedMessage(command, `--${name}`));
  }
  const billing = parseChoice('--billing', BILLING_PERIODS, values.billing) ?? DEFAULT_BILLING;
  const json = values.json === true;
  if (command === 'logging') {
    const [logs, ...extra] = rest;
    assert(logs !== undefined, () => CLI_MISSING_LOGS);
    assert(extra[0] === undefined, () => cliUnexpectedMessage(command, String(extra[0])));
    return { kind: 'logging', logsPerMonth: parseNumber('logs per month', logs), billing, json };
  }
  assert(rest[0] === undefined, () => cliUnexpectedMessage(command, String(rest[0])));
  const lab = parseLabCounts(values);
  if (command === 'lab') {
    return { kind: 'lab', lab, billing, json };
  }
  assert(typeof values.logging === 'string', () => CLI_MISSING_BUNDLE_LOGS);
  const plan = parseChoice('--plan', PRICED_PLANS, values.plan) ?? null;
  return {
    kind: 'bundle',
    logsPerMonth: parseNumber('--logging', values.logging),
    lab,
    billing,
    plan,
    json,
  };
}

function parseLabCounts(values: ParsedValues): LabCounts {
  const count = (name: 'soil' | 'concrete' | 'asphalt'): number => {
    const raw = values[name];
    return typeof raw === 'string' ? parseNumber(`--${name}`, raw) : 0;
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
  raw: string | boolean | undefined,
): TChoice | undefined {
  if (raw === undefined) {
    return undefined;
  }
  const match = choices.find((choice) => choice === raw);
  assert(match !== undefined, () => cliInvalidChoiceMessage(option, choices, String(raw)));
  return match;
}
