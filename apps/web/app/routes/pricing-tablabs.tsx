import {
  DEFAULT_LAB_PAGE_STATE,
  formatCount,
  formatMoney,
  LAB_MODULE_LABELS,
  LAB_MODULES,
  quoteLab,
} from '@tablogs/pricing';
import { useRouteLoaderData } from 'react-router';
import { Island } from '../islands/island';
import { GetStartedSection, NewsletterSection } from '../leads';
import { LabPricing } from '../pricing/calculators/lab-pricing';
import { FREE_TRIAL_ANCHOR } from '../pricing/plans/plan-columns';
import { JsonLd } from '../seo/json-ld';
import { pageMeta } from '../seo/page-meta';
import { openingOffers, productJsonLd } from '../seo/product-json-ld';
import type { ShellData } from '../shell/shell.server';
import type { Route } from './+types/pricing-tablabs';

const PATH = '/pricing/tablabs';
// The page opens on this example lab; the HTML, the description and the JSON-LD all show it.
const OPENING = DEFAULT_LAB_PAGE_STATE;
const openingQuote = quoteLab(OPENING);
const openingVolume = LAB_MODULES.filter((module) => OPENING[module] > 0)
  .map(
    (module) =>
      `${formatCount(OPENING[module])} ${LAB_MODULE_LABELS[module].name.toLowerCase()} tests`,
  )
  .join(' and ');
const DESCRIPTION = `TabLabs lab system pricing by tests per month, with no limit on users or labs: e.g. ${openingVolume} a month from ${formatMoney(openingQuote.standard ?? 0)} a month, billed annually.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  return pageMeta({
    title: 'TabLabs pricing',
    description: DESCRIPTION,
    url: shell ? `${shell.siteUrl}${PATH}` : undefined,
  });
};

/** TabLabs pricing: three module sliders, the plans, the bundle, the free trial and newsletter. */
export default function PricingTablabs() {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  return (
    <>
      {shell ? (
        <JsonLd
          data={productJsonLd(
            {
              name: 'TabLabs',
              description: DESCRIPTION,
              path: PATH,
              offers: openingOffers('TabLabs'),
            },
            shell.siteUrl,
          )}
        />
      ) : null}
      <Island name="LabPricing" component={LabPricing} props={{}} />
      <div id={FREE_TRIAL_ANCHOR}>
        <GetStartedSection tone="alternate" />
      </div>
      <NewsletterSection />
    </>
  );
}
