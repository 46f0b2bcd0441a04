import { getContent } from '@tablogs/content/server';
import { ButtonLink, Container, Section, SectionHeader } from '@tablogs/ui';
import { data } from 'react-router';
import { CONTACT_CONFIRMATION } from '../../leads/forms/contact-form';
import { DOWNLOAD_FILE_NAME } from '../../leads/forms/download-form';
import { SuccessMessage } from '../../leads/lead-form/success-message';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/form-sent';

// Where a form posted without JavaScript lands once its lead is stored (decision 0034): the
// server answers the post with 303 to this page, so a reload asks for nothing again. Every
// visitor gets the same page (no personal data in it or its address), so it is prerendered like
// /final-step: /forms/contact/sent, /forms/newsletter/sent and /forms/download/sent/<document id>.

type SentForm = 'contact' | 'newsletter' | 'download';

const PAGES: Record<SentForm, { title: string; lead: string; message: string }> = {
  contact: {
    title: 'Message sent',
    lead: 'The product team has your message.',
    message: CONTACT_CONFIRMATION,
  },
  newsletter: {
    title: "You're signed up",
    lead: 'You are on the list for the monthly newsletter.',
    message: 'The next TabLogs newsletter will arrive in your inbox at the start of the month.',
  },
  download: {
    title: 'Your download is ready',
    lead: 'Save your document with the button below.',
    message: 'Thanks! Your document is ready.',
  },
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const form = new URL(request.url).pathname.split('/')[2];
  if (form !== 'contact' && form !== 'newsletter' && form !== 'download') {
    throw data(null, { status: 404 });
  }
  if (form !== 'download') return { form: form as SentForm, download: null };
  // One page per document, by the id the download form posts; any other id has no page.
  const download = params.document ? await getContent().download(params.document) : undefined;
  if (!download || download.id !== params.document) throw data(null, { status: 404 });
  return {
    form: form as SentForm,
    download: { heading: download.heading, url: download.document.url },
  };
}

// Reached by sending a form, not from search results; never in the sitemap.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: PAGES[loaderData.form].title,
        description: 'The confirmation of a form sent to TabLogs.',
        noindex: true,
      })
    : [];

/** A form's confirmation: the download's with a button that saves its document. */
export default function FormSentPage({ loaderData: { form, download } }: Route.ComponentProps) {
  const page = PAGES[form];
  return (
    <Section spacing="lg" tone="sand">
      <Container size="narrow">
        <SectionHeader headingLevel={1} title={page.title} description={page.lead} />
        <div className="form-post">
          <SuccessMessage>
            <p>{page.message}</p>
          </SuccessMessage>
          <div className="form-post__actions">
            {download ? (
              <>
                <ButtonLink href={download.url} download={DOWNLOAD_FILE_NAME}>
                  Download {download.heading} (PDF)
                </ButtonLink>
                <a href="/resources/downloads">More downloads</a>
              </>
            ) : (
              <ButtonLink href="/" variant="secondary">
                Back to the home page
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </Section>
  );
}
