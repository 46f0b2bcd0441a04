import { getContent } from '@tablogs/content/server';
import { Container, Section } from '@tablogs/ui';
import { data, redirect } from 'react-router';
import { Island } from '../../islands/island';
import { downloadPath } from '../../resources/downloads/download-summary';
import { DownloadView } from '../../resources/downloads/download-view';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/download';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.download.heading, description: loaderData.download.blurb })
    : [];

export async function loader({ params }: Route.LoaderArgs) {
  const content = getContent();
  const download = await content.download(params.id);
  if (!download) throw data(null, { status: 404 });
  // One URL per document: the heading (the spec's id) and the entry id lead to the slug URL.
  if (params.id !== download.slug) throw redirect(downloadPath(download), 301);
  // Every document is on the page so `?id=` can switch to any of them without a server.
  return { download, all: await content.downloads() };
}

/** A download's detail page; `?id=<heading or slug>` switches the document shown. */
export default function DownloadPage({ loaderData: { download, all } }: Route.ComponentProps) {
  return (
    <Section as="div" className="resources-page" spacing="sm">
      <Container>
        <Island name="DownloadView" component={DownloadView} props={{ download, all }} />
      </Container>
    </Section>
  );
}
