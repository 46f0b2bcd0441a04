import { getContent } from '@tablogs/content/server';
import { type FormKind, type FormPostPage as Outcome, readFormPostPage } from '@tablogs/leads';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { data } from 'react-router';
import { Island } from '../../islands/island';
import { ContactForm } from '../../leads/forms/contact-form';
import { DownloadForm } from '../../leads/forms/download-form';
import { GetStartedForm } from '../../leads/forms/get-started-form';
import { NewsletterSignup } from '../../leads/sections/newsletter-signup';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/form-post';

// The page that answers a form posted without JavaScript and not stored (docs/decisions/0034):
// the production server renders it on request for each such post (packages/server/src/forms/form-posts.ts), handing
// the form API's outcome to the action as JSON; a stored lead is redirected to its confirmation
// instead (form-sent.tsx). It is never prerendered, and no visitor's POST reaches it directly:
// the server routes posts only to the form API.

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
  const documentId = page.values.document;
  const download =
    page.form === 'download' && documentId ? await getContent().download(documentId) : undefined;
  return {
    page,
    download: download
      ? { id: download.id, heading: download.heading, document: download.document }
      : null,
  };
}

/** The form again with what went wrong. */
export default function FormPostPage({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  const { page, download } = actionData;
  return (
    <Section spacing="lg" tone="sand">
      <Container size="narrow">
        <SectionHeader headingLevel={1} title={heading(page)} description={lead(page)} />
        <FormAgain page={page} download={download} />
      </Container>
    </Section>
  );
}

type DownloadLink = NonNullable<Awaited<ReturnType<typeof action>>['download']>;

function heading(page: Outcome): string {
  if (page.outcome === 'invalid') return 'Check your details';
  return 'Not sent yet';
}

function lead(page: Outcome): string {
  if (page.outcome === 'invalid') {
    return 'Nothing was sent yet. Correct the fields marked below and send the form again.';
  }
  return 'Your details are still here; send them again below.';
}

function FormAgain({ page, download }: { page: Outcome; download: DownloadLink | null }) {
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
