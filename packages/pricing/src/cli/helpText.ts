/** `tablogs-quote --help`. */
export const HELP_TEXT = `Usage: tablogs-quote <command> [options]

Price quotes for TabLogs and TabLabs, in whole Australian dollars per month,
excluding GST or your region's tax.

Commands:
  logging <logs>   TabLogs for <logs> logs per month (100 to 1000 priced)
  lab              TabLabs; tests per month per module (0 to 3000 priced)
  bundle           TabLogs + TabLabs with 20% off the lower-priced plan
  quote            a quote document to send: lines, discount, totals, terms

Options:
  --billing <period>   annual or monthly (default: annual)
  --soil <tests>       lab, bundle: Soil, Rock and Aggregate tests per month (default: 0)
  --concrete <tests>   lab, bundle: Concrete tests per month (default: 0)
  --asphalt <tests>    lab, bundle: Asphalt tests per month (default: 0)
  --logging <logs>     bundle (required), quote: TabLogs logs per month
  --plan <plan>        bundle: standard or plus (default: both); quote: (default: standard)
  --date <YYYY-MM-DD>  quote: the quote's date (default: today, UTC); valid 30 days
  --format <format>    quote: text, markdown, csv or json (default: text)
  --region <region>    AU, US, EU or SA: words the tax note (default: AU; amounts stay AUD)
  --json               print JSON instead of a table (shape: see the package README)
  -h, --help           show this help
  --version            print the package version and the price list's effective date

Examples:
  tablogs-quote logging 350 --billing monthly
  tablogs-quote lab --soil 300 --concrete 150 --asphalt 0
  tablogs-quote bundle --logging 350 --soil 300 --concrete 150 --plan plus --json
  tablogs-quote quote --logging 350 --soil 300 --concrete 150 --billing monthly --format markdown

Counts are plain decimal numbers, 0 or more. Bad input prints one line to stderr
and exits with status 2.
`;
