// Misuse that must not compile. `tsc --noEmit` (the typecheck script) fails if
// any line marked @ts-expect-error stops being an error.
import { bundleQuotes } from './bundleQuotes';
import { createPricing } from './createPricing';
import { quoteBundle } from './quoteBundle';
import { quoteLab } from './quoteLab';
import { quoteLogging } from './quoteLogging';

// @ts-expect-error: 'weekly' is not a billing period.
quoteLogging({ logsPerMonth: 350, billing: 'weekly' });

// @ts-expect-error: billing is required.
quoteLogging({ logsPerMonth: 350 });

// @ts-expect-error: logsPerMonth is a number, not a string.
quoteLogging({ logsPerMonth: '350', billing: 'annual' });

// @ts-expect-error: the asphalt module is missing.
quoteLab({ soil: 300, concrete: 150, billing: 'annual' });

// @ts-expect-error: 'quarterly' is not a billing period.
quoteLab({ soil: 0, concrete: 0, asphalt: 0, billing: 'quarterly' });

// @ts-expect-error: bundles take two prices, not quotes.
quoteBundle({ logging: quoteLogging({ logsPerMonth: 350, billing: 'annual' }), lab: 0 });

const logging = quoteLogging({ logsPerMonth: 350, billing: 'annual' });
const lab = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' });

// @ts-expect-error: Enterprise has no price to bundle.
bundleQuotes(logging, lab, 'enterprise');

// @ts-expect-error: a contact-sales quote may have no price; narrow on `kind` first.
const unnarrowed: number = logging.standard;

if (logging.kind === 'priced') {
  // Narrowed: a priced quote's prices are numbers.
  const narrowed: number = logging.standard + lab.modules.soil.tests;
  // @ts-expect-error: quotes are readonly.
  logging.standard = narrowed;
}

// @ts-expect-error: replacement tables must be tier rows.
createPricing({ loggingTiers: [{ logs: 100, price: 300 }] });

export { unnarrowed };
