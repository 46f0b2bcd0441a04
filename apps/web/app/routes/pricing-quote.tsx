import { getContent } from '@tablogs/content/server';
import { LAB_MODULES } from '@tablogs/pricing';
import { quoteDocument, readQuoteQuery } from '@tablogs/pricing/quote';
import { Container, Section } from '@tablogs/ui';
import { data } from 'react-router';
import { Island } from '../islands/island';
import { LabPricing } from '../pricing/calculators/lab-pricing';
import { LoggingPricing } from '../pricing/calculators/logging-pricing';
import { type QuoteSeller, QuoteSheet } from '../pricing/quote/quote-sheet';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/pricing-quote';

// A quote to print or save as a PDF (docs/decisions/0056): rendered by the production server on
// request from the calculators' query (packages/server/src/site/on-request-pages.ts), never
// prerendered and not in the sitemap; `noindex`, since each query is its own page.
export const handle = { renderedOnRequest: true };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.kind === 'quote' ? `Quote: ${loaderData.quote.title}` : 'Your quote',
    description: 'A TabLogs and TabLabs quote to print or save, from the pricing calculators.',
    noindex: true,
  });

/** Today where the company invoices from: the quote's date and the start of its validity. */
function todayInSydney(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { company, phoneAu } = await getContent().siteSettings();
  const seller: QuoteSeller = {
    legalName: company.legalName,
    abn: company.abn,
    address: company.registeredOffice.lines,
    email: company.emails.sales ?? company.registeredOffice.email,
    phone: phoneAu,
  };
  const query = readQuoteQuery(params);
  // A bad query gets its calculator back with what was wrong, as a 400, never a guessed quote.
  const calculator = LAB_MODULES.some((module) => params.has(module)) ? 'lab' : 'logging';
  if (!query.ok) {
    return data(
      { kind: 'invalid' as const, problems: query.problems, calculator },
      { status: 400 },
    );
  }
  return {
    kind: 'quote' as const,
    quote: quoteDocument({ ...query.input, date: todayInSydney() }),
    seller,
  };
}

/** The quote sheet, or the calculator again with the problems of a bad query. */
export default function PricingQuote({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'quote') {
    return (
      <Section spacing="md" className="quote-page">
        <Container>
          <QuoteSheet quote={loaderData.quote} seller={loaderData.seller} />
          <p className="quote-page__hint">
            Print this page or save it as a PDF from your browser’s print menu.{' '}
            <a
              href={
                loaderData.quote.lines.some((line) => line.product === 'TabLabs')
                  ? '/pricing/tablabs'
                  : '/pricing/tablogs'
              }
            >
              Back to the calculator
            </a>
          </p>
        </Container>
      </Section>
    );
  }
  return (
    <>
      <Section spacing="sm" className="quote-page">
        <Container>
          <div className="quote-page__problems" role="alert">
            <p className="quote-page__problems-title">This quote could not be made</p>
            <ul>
              {loaderData.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>Choose your volume below and ask for the quote again.</p>
          </div>
        </Container>
      </Section>
      {loaderData.calculator === 'lab' ? (
        <Island name="LabPricing" component={LabPricing} props={{}} />
      ) : (
        <Island name="LoggingPricing" component={LoggingPricing} props={{}} />
      )}
    </>
  );
}
