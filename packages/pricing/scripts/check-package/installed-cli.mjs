// Step 4 of check-package.mjs: the tablogs-quote CLI as installed from the tarball.
import { join } from 'node:path';
import { check, must, run } from './harness.mjs';

/** Inputs the CLI must refuse with exit 2 and one line on stderr. */
const BAD_INPUTS = [
  ['lab', '--soil', '-50'],
  ['lab', '--soil=-50'],
  ['logging', '-5'],
  ['bundle', '--logging', '-350', '--soil', '300'],
  ['logging', 'lots'],
  ['logging', '1e3'],
  ['logging'],
  ['logging', '350', '400'],
  ['lab', '--billing', 'weekly'],
  ['lab', '--gravel', '5'],
  ['lab', '--soil'],
  ['lab', '--json=yes'],
  ['lab', '--soil', '1', '--soil', '2'],
  ['bundle', '--soil', '5'],
  ['bundle', '--logging', '350', '--plan', 'gold'],
  ['quote'],
  ['-x'],
  [],
];

/** Quotes as text and JSON, every kind of bad input, and --version against the manifest. */
export async function checkInstalledCli(consumers, manifest) {
  const cli = join(consumers, 'node_modules', '.bin', 'tablogs-quote');
  const quote = await must('tablogs-quote logging 120', cli, ['logging', '120'], {
    cwd: consumers,
  });
  check(
    quote.includes('(150 tier)') && quote.includes('$420'),
    `tablogs-quote logging 120 printed:\n${quote}`,
  );
  const json = JSON.parse(
    await must(
      'tablogs-quote bundle --json',
      cli,
      ['bundle', '--logging', '350', '--soil', '300', '--json'],
      {
        cwd: consumers,
      },
    ),
  );
  check(
    json.billing === 'annual' && json.logging.kind === 'priced' && json.bundles.plus.total === 1035,
    `tablogs-quote bundle --json has the documented shape; got ${JSON.stringify(json)}`,
  );
  console.log(`\n> tablogs-quote: ${BAD_INPUTS.length} bad inputs`);
  for (const args of BAD_INPUTS) {
    const { status, stdout, stderr } = await run(cli, args, { cwd: consumers });
    check(
      status === 2 && stdout === '' && /^tablogs-quote: [^\n]+\n$/.test(stderr),
      `tablogs-quote ${JSON.stringify(args)}: exit 2, one line on stderr; got exit ${status}, stderr ${JSON.stringify(stderr)}`,
    );
  }
  const { PRICE_LIST_EFFECTIVE_DATE } = await import(
    join(consumers, 'node_modules', '@tablogs', 'pricing', 'dist', 'index.js')
  );
  const version = (
    await must('tablogs-quote --version', cli, ['--version'], { cwd: consumers })
  ).trim();
  console.log(version);
  check(
    version ===
      `@tablogs/pricing ${manifest.version}, price list effective ${PRICE_LIST_EFFECTIVE_DATE}`,
    `--version names the package version and the price list date; got ${version}`,
  );
}
