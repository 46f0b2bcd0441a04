/** `tablogs-quote --help`. */
export const HELP_TEXT = `Usage: tablogs-quote <command> [options]

Price quotes for TabLogs and TabLabs, in whole dollars per month.

Commands:
  logging <logs>   TabLogs for <logs> logs per month (100 to 1000 priced)
  lab              TabLabs; tests per month per module (0 to 3000 priced)
  bundle           TabLogs + TabLabs with 20% off the lower-priced plan

Options:
  --billing <period>   annual or monthly (default: annual)
  --soil <tests>       lab, bundle: Soil, Rock and Aggregate tests per month (default: 0)
  --concrete <tests>   lab, bundle: Concrete tests per month (default: 0)
  --asphalt <tests>    lab, bundle: Asphalt tests per month (default: 0)
  --logging <logs>     bundle: TabLogs logs per month (required)
  --plan <plan>        bundle: standard or plus (default: both)
  --json               print JSON instead of a table (shape: see the package README)
  -h, --help           show this help
  --version            print the package version and the price list's effective date

Examples:
  tablogs-quote logging 350 --billing monthly
  tablogs-quote lab --soil 300 --concrete 150 --asphalt 0
  tablogs-quote bundle --logging 350 --soil 300 --concrete 150 --plan plus --json

Counts are plain decimal numbers, 0 or more. Bad input prints one line to stderr
and exits with status 2.
`;
