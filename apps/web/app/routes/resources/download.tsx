import { getContent } from '@tablogs/content/server';
import { Container, Section } from '@tablogs/ui';
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import { DownloadDetail } from '../../resources/download-detail';
import { downloadPath } from '../../resources/download-summary';
import { UnknownDownload } from '../../resources/unknown-download';
import { useQueryDownload } from '../../resources/use-query-download';
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
  const shown = useQueryDownload(download, all);
  // Meta tags are prerendered without the query, so a switched document retitles the tab.
  const switchedTitle =
    shown.kind === 'unknown'
      ? 'Download not found | TabLogs'
      : shown.kind === 'query'
        ? `${shown.download.heading} | TabLogs`
        : null;
  useEffect(() => {
    if (switchedTitle) document.title = switchedTitle;
  }, [switchedTitle]);
  return (
    <Section className="resources-page" spacing="sm">
      <Container>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/resources/downloads">
            <span aria-hidden="true">←</span> All downloads
          </Link>
        </nav>
        {shown.kind === 'unknown' ? (
          <UnknownDownload id={shown.id} />
        ) : (
          <DownloadDetail key={shown.download.id} download={shown.download} />
        )}
      </Container>
    </Section>
  );
}
