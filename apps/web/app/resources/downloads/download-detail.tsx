import type { Download } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { SanitizedHtml } from '../../content/sanitized-html';
import { DownloadForm } from '../../leads/forms/download-form';
import { ContentImage } from '../../sections/content-image';

/** A document: cover, heading, description and the "Download Now" form. Tagged in a draft
 * preview, which renders this island on the server and never hydrates it (decision 0060). */
export function DownloadDetail({ download }: { download: Download }) {
  return (
    <article className="download-detail" aria-labelledby="download-title">
      <div className="download-detail__cover">
        <ContentImage
          className="download-detail__image"
          image={download.image}
          priority
          tags={tagsOf('download', download, 'image')}
        />
      </div>
      <div className="download-detail__body">
        <p className="tl-eyebrow">Free download</p>
        <h1
          {...tagsOf('download', download, 'heading')}
          id="download-title"
          className="download-detail__title"
        >
          {download.heading}
        </h1>
        <p {...tagsOf('download', download, 'blurb')} className="tl-lead">
          {download.blurb}
        </p>
        <SanitizedHtml
          {...tagsOf('download', download, 'descriptionHtml')}
          className="prose"
          html={download.descriptionHtml}
        />
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
