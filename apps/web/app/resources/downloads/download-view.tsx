import type { Download } from '@tablogs/content';
import { useEffect } from 'react';
import { DownloadDetail } from './download-detail';
import { UnknownDownload } from './unknown-download';
import { useQueryDownload } from './use-query-download';

/**
 * A download's page body, an island: the document of the path, or the one `?id=<heading or
 * slug>` names, which only the browser knows (decision 0013).
 */
export function DownloadView({ download, all }: { download: Download; all: readonly Download[] }) {
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
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href="/resources/downloads">
          <span aria-hidden="true">←</span> All downloads
        </a>
      </nav>
      {shown.kind === 'unknown' ? (
        <UnknownDownload id={shown.id} />
      ) : (
        <DownloadDetail key={shown.download.id} download={shown.download} />
      )}
    </>
  );
}
