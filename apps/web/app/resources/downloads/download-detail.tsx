import type { Download } from '@tablogs/content';
import { SanitizedHtml } from '../../content/sanitized-html';
import { DownloadForm } from '../../leads/forms/download-form';
import { ContentImage } from '../../sections/content-image';

/** A document: cover, heading, description and the "Download Now" form. */
export function DownloadDetail({ download }: { download: Download }) {
  return (
    <article className="download-detail" aria-labelledby="download-title">
      <div className="download-detail__cover">
        <ContentImage className="download-detail__image" image={download.image} priority />
      </div>
      <div className="download-detail__body">
        <p className="tl-eyebrow">Free download</p>
        <h1 id="download-title" className="download-detail__title">
          {download.heading}
        </h1>
        <p className="tl-lead">{download.blurb}</p>
        <SanitizedHtml className="prose" html={download.descriptionHtml} />
        <section className="download-detail__form" aria-labelledby="download-form-title">
          <h2 id="download-form-title" className="download-detail__form-title">
            Download Now
          </h2>
          <p className="tl-muted">Tell us who you are and the PDF opens straight away.</p>
          <DownloadForm key={download.id} download={download} />
        </section>
      </div>
    </article>
  );
}
