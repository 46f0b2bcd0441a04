import { getContent } from '@tablogs/content/server';
import { type FormKind, type FormPostPage as Outcome, readFormPostPage } from '@tablogs/leads';
import { ButtonLink, Container, Section, SectionHeader } from '@tablogs/ui';
import { data } from 'react-router';
import { Island } from '../islands/island';
import { CONTACT_CONFIRMATION, ContactForm } from '../leads/contact-form';
import { DOWNLOAD_FILE_NAME, DownloadForm } from '../leads/download-form';
import { GetStartedForm } from '../leads/get-started-form';
import { NewsletterSignup } from '../leads/newsletter-signup';
import { SuccessMessage } from '../leads/success-message';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/form-post';

// The page that answers a form posted without JavaScript (docs/decisions/0034): the production
// server renders it on request for each such post (server/form-posts.ts), handing the form API's
// outcome to the action as JSON. It is never prerendered, and no visitor's POST reaches it
// directly: the server routes posts only to the form API.

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: FORM_TITLES[params.form as FormKind] ?? 'Send a form',
    description: 'The answer to a form sent to TabLogs.',
    noindex: true,
  });

const FORM_TITLES: Record<FormKind, string> = {
  quote: 'Your free trial request',
  contact: 'Your message',
  newsletter: 'Newsletter sign-up',
  download: 'Your download',
};

export async function action({ request, params }: Route.ActionArgs) {
  const page = readFormPostPage(await request.json().catch(() => null));
  if (!page || page.form !== params.form) throw data(null, { status: 400 });
  const documentId = page.outcome === 'sent' ? page.document : page.values.document;
  const download =
    page.form === 'download' && documentId ? await getContent().download(documentId) : undefined;
  return {
    page,
    download: download
      ? { id: download.id, heading: download.heading, document: download.document }
      : null,
  };
}

/** A form's confirmation, or the form again with what went wrong. */
export default function FormPostPage({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  const { page, download } = actionData;
  return (
    <Section spacing="lg" tone="sand">
      <Container size="narrow">
        <SectionHeader headingLevel={1} title={heading(page)} description={lead(page)} />
        {page.outcome === 'sent' ? (
          <Confirmation form={page.form} download={download} />
        ) : (
          <FormAgain page={page} download={download} />
        )}
      </Container>
    </Section>
  );
}

type DownloadLink = NonNullable<Awaited<ReturnType<typeof action>>['download']>;

function heading(page: Outcome): string {
  if (page.outcome === 'invalid') return 'Check your details';
  if (page.outcome === 'not-sent') return 'Not sent yet';
  return SENT_HEADINGS[page.form];
}

const SENT_HEADINGS: Record<FormKind, string> = {
  quote: 'Thanks, we have your details',
  contact: 'Message sent',
  newsletter: "You're signed up",
  download: 'Your download is ready',
};

function lead(page: Outcome): string {
  if (page.outcome === 'invalid') {
    return 'Nothing was sent yet. Correct the fields marked below and send the form again.';
  }
  if (page.outcome === 'not-sent') return 'Your details are still here; send them again below.';
  return SENT_LEADS[page.form];
}

const SENT_LEADS: Record<FormKind, string> = {
  quote: 'Your request is safely with us.',
  contact: 'The product team has your message.',
  newsletter: 'You are on the list for the monthly newsletter.',
  download: 'Save your document with the button below.',
};

function Confirmation({ form, download }: { form: FormKind; download: DownloadLink | null }) {
  return (
    <div className="form-post">
      <SuccessMessage>
        <p>{SENT_MESSAGES[form]}</p>
      </SuccessMessage>
      <div className="form-post__actions">
        {form === 'download' && download ? (
          <>
            <ButtonLink href={download.document.url} download={DOWNLOAD_FILE_NAME}>
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
  );
}

const SENT_MESSAGES: Record<FormKind, string> = {
  quote: 'A geotechnical specialist will be in touch shortly.',
  contact: CONTACT_CONFIRMATION,
  newsletter: 'The next TabLogs newsletter will arrive in your inbox at the start of the month.',
  download: 'Thanks! Your document is ready.',
};

function FormAgain({
  page,
  download,
}: {
  page: Exclude<Outcome, { outcome: 'sent' }>;
  download: DownloadLink | null;
}) {
  switch (page.form) {
    case 'quote':
      return <Island name="GetStartedForm" component={GetStartedForm} props={{ initial: page }} />;
    case 'contact':
      return <Island name="ContactForm" component={ContactForm} props={{ initial: page }} />;
    case 'newsletter':
      return (
        <Island name="NewsletterSignup" component={NewsletterSignup} props={{ initial: page }} />
      );
    case 'download':
      return download ? (
        <Island name="DownloadForm" component={DownloadForm} props={{ download, initial: page }} />
      ) : (
        <p>
          That document is not available. <a href="/resources/downloads">Choose a download</a>.
        </p>
      );
  }
}
