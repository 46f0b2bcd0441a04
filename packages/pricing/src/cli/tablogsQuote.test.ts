import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRICE_LIST_EFFECTIVE_DATE } from '../data/priceList';

// Runs the built bin as a user would; `pnpm test` builds before vitest runs.
const BIN = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

describe('tablogs-quote (built bin)', () => {
  it('exists; run `pnpm --filter @tablogs/pricing build` first', () => {
    expect(existsSync(BIN)).toBe(true);
  });

  it('quotes logging with monthly billing', () => {
    expect(
      execFileSync(process.execPath, [BIN, 'logging', '350', '--billing', 'monthly'], {
        encoding: 'utf8',
      }),
    ).toBe(
      [
        'TabLogs: 350 logs per month (350 tier), monthly billing',
        'Plan        Price per month',
        'Standard               $781',
        'Plus                 $1,093',
        'Enterprise       Contact us',
        'Prices: AUD, excluding GST',
        '',
      ].join('\n'),
    );
  });

  it('quotes the lab per module', () => {
    const { stdout, status } = run('lab', '--soil', '300', '--concrete', '150', '--asphalt', '0');
    expect(status).toBe(0);
    expect(stdout).toContain('Soil, Rock and Aggregate    300   300      $140  $200');
    expect(stdout).toContain('Total                                      $230  $330');
  });

  it('quotes a bundle of both plans', () => {
    const { stdout } = run('bundle', '--logging', '350', '--soil', '300', '--concrete', '150');
    expect(stdout).toContain('Standard     $625     $230      -$46    $809');
    expect(stdout).toContain('Plus         $875     $330      -$66  $1,139');
  });

  it('prints JSON for scripts', () => {
    const { stdout } = run(
      'bundle',
      '--logging',
      '350',
      '--soil',
      '300',
      '--plan',
      'plus',
      '--json',
    );
    const parsed = JSON.parse(stdout);
    expect(parsed.bundles.plus).toEqual({
      logging: 875,
      lab: 200,
      discountedSide: 'lab',
      discount: 40,
      total: 1035,
      plan: 'plus',
      billing: 'annual',
    });
    expect(parsed.logging.kind).toBe('priced');
  });

  it('prints a quote document as Markdown, from quoteDocument', async () => {
    const args = ['--logging', '350', '--soil', '300', '--concrete', '150', '--billing', 'monthly'];
    const { stdout, status } = run(
      'quote',
      ...args,
      '--date',
      '2026-11-28',
      '--format',
      'markdown',
    );
    expect(status).toBe(0);
    const { formatQuote, quoteDocument } = await import('../quote');
    const doc = quoteDocument({
      logsPerMonth: 350,
      lab: { soil: 300, concrete: 150, asphalt: 0 },
      billing: 'monthly',
      plan: 'standard',
      date: '2026-11-28',
    });
    expect(stdout).toBe(formatQuote(doc, { format: 'markdown' }));
    expect(stdout).toContain('| Total | AUD, excluding GST | $1,013 | $12,156 |');
  }, 20_000);

  it('words the tax note for the region under every table', () => {
    expect(run('logging', '350', '--region', 'EU').stdout).toContain(
      'Prices: AUD (Australian dollars), excluding VAT\n',
    );
    expect(run('quote', '--soil', '300', '--region', 'US', '--format', 'csv').stdout).toContain(
      'Total,"AUD (Australian dollars), excluding sales tax",$140,"$1,680"',
    );
    // Two runs of the bin: room for a busy machine, as the Node 20.19 run showed.
  }, 20_000);

  it('prints help', () => {
    const { stdout, status } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: tablogs-quote <command> \[options\]/);
  });

  it.each([
    [
      ['logging', 'lots'],
      'tablogs-quote: logs per month must be a number, 0 or more; got "lots".\n',
    ],
    [
      ['lab', '--billing', 'weekly'],
      'tablogs-quote: --billing must be annual or monthly; got "weekly".\n',
    ],
    [
      ['logging', '350', '--soil', '5'],
      'tablogs-quote: --soil is not accepted by logging (see --help).\n',
    ],
    [
      ['bundle', '--soil', '5'],
      'tablogs-quote: bundle needs --logging <logs per month>, e.g. tablogs-quote bundle --logging 350 --soil 300.\n',
    ],
    [
      ['quotes'],
      'tablogs-quote: unknown command "quotes"; use logging, lab, bundle or quote (see --help).\n',
    ],
    [
      ['quote', '--plan', 'plus'],
      'tablogs-quote: quote needs --logging <logs> and/or lab tests, e.g. tablogs-quote quote --logging 350 --soil 300.\n',
    ],
    [
      ['quote', '--logging', '350', '--date', '2026-02-30'],
      'tablogs-quote: quoteDocument: date must be a real day written YYYY-MM-DD; got "2026-02-30".\n',
    ],
    [
      ['quote', '--logging', '350', '--format', 'pdf'],
      'tablogs-quote: --format must be text, markdown, csv or json; got "pdf".\n',
    ],
    [
      ['logging', '350', '--region', 'NZ'],
      'tablogs-quote: --region must be AU, US, EU or SA; got "NZ".\n',
    ],
    [
      ['quote', '--logging', '350', '--json'],
      'tablogs-quote: --json is not accepted by quote (see --help).\n',
    ],
    [[], 'tablogs-quote: a command is required: logging, lab, bundle or quote (see --help).\n'],
    [['lab', '--soil', '-50'], 'tablogs-quote: --soil must be a number, 0 or more; got "-50".\n'],
    [['lab', '--soil=-50'], 'tablogs-quote: --soil must be a number, 0 or more; got "-50".\n'],
    [['logging', '-5'], 'tablogs-quote: logs per month must be a number, 0 or more; got "-5".\n'],
    [['logging', '-.5'], 'tablogs-quote: logs per month must be a number, 0 or more; got "-.5".\n'],
    [
      ['bundle', '--logging', '-350'],
      'tablogs-quote: --logging must be a number, 0 or more; got "-350".\n',
    ],
    [['lab', '--gravel', '5'], 'tablogs-quote: unknown option "--gravel" (see --help).\n'],
    [['logging', '-x'], 'tablogs-quote: unknown option "-x" (see --help).\n'],
    [
      ['lab', '--soil'],
      'tablogs-quote: --soil needs a value, e.g. --soil=300 or --soil 300 (see --help).\n',
    ],
    [
      ['lab', '--soil', '--json'],
      'tablogs-quote: --soil needs a value, e.g. --soil=300 or --soil 300 (see --help).\n',
    ],
    [['lab', '--json=yes'], 'tablogs-quote: --json takes no value (see --help).\n'],
    [['lab', '--soil', '1', '--soil', '2'], 'tablogs-quote: --soil is given more than once.\n'],
    [
      ['logging', '350', 'x\ny'],
      'tablogs-quote: "x\\ny" is not accepted by logging (see --help).\n',
    ],
    [['lab', '--', '-5'], 'tablogs-quote: "-5" is not accepted by lab (see --help).\n'],
  ])('rejects %j with one line on stderr and exit 2', (args, message) => {
    const { stdout, stderr, status } = run(...args);
    expect({ stdout, stderr, status }).toEqual({ stdout: '', stderr: message, status: 2 });
  });

  it('prints the package version and the price list date with --version', () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    );
    const { stdout, stderr, status } = run('--version');
    expect({ stdout, stderr, status }).toEqual({
      stdout: `@tablogs/pricing ${version}, price list effective ${PRICE_LIST_EFFECTIVE_DATE}\n`,
      stderr: '',
      status: 0,
    });
  });
});
