import { DEFAULT_LOGGING_PAGE_STATE, formatMoney, quoteLogging } from '@tablogs/pricing';
import { useRouteLoaderData } from 'react-router';
import { Island } from '../islands/island';
import { GetStartedSection, NewsletterSection } from '../leads';
import { LoggingPricing } from '../pricing/calculators/logging-pricing';
import { FREE_TRIAL_ANCHOR } from '../pricing/plans/plan-columns';
import { JsonLd } from '../seo/json-ld';
import { pageMeta } from '../seo/page-meta';
import { openingOffers, productJsonLd } from '../seo/product-json-ld';
import type { ShellData } from '../shell/shell.server';
import type { Route } from './+types/pricing-tablogs';

const PATH = '/pricing/tablogs';
// The page opens on this quote; the HTML, the description and the JSON-LD all show it.
const OPENING = DEFAULT_LOGGING_PAGE_STATE;
const openingQuote = quoteLogging({ logsPerMonth: OPENING.logs, billing: OPENING.billing });
const DESCRIPTION = `TabLogs borehole logging plans from ${formatMoney(openingQuote.standard ?? 0)} a month, billed annually, with unlimited users. Price your volume and see the hours you save.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  return pageMeta({
    title: 'TabLogs pricing',
    description: DESCRIPTION,
    url: shell ? `${shell.siteUrl}${PATH}` : undefined,
  });
};

/** TabLogs pricing: the calculator and plans, the time saved, the free trial and newsletter. */
export default function PricingTablogs() {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  return (
    <>
      {shell ? (
        <JsonLd
          data={productJsonLd(
            {
              name: 'TabLogs',
              description: DESCRIPTION,
              path: PATH,
              offers: openingOffers('TabLogs'),
            },
            shell.siteUrl,
          )}
        />
      ) : null}
      <Island name="LoggingPricing" component={LoggingPricing} props={{}} />
      <div id={FREE_TRIAL_ANCHOR}>
        <GetStartedSection />
      </div>
      <NewsletterSection />
    </>
  );
}
