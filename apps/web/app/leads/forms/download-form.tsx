import type { Download } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import type { FormPostPage } from '@tablogs/leads';
import { useState } from 'react';
import { CrmForm } from '../crm/crm-form';
import { LeadFields } from '../lead-form/lead-fields';
import { LeadFormFrame } from '../lead-form/lead-form-frame';
import { useLeadSubmission } from '../lead-form/use-lead-submission';

/** The file name every download is saved as (docs/decisions/0014-form-api.md). */
export const DOWNLOAD_FILE_NAME = 'document.pdf';

export type DownloadFormDocument = Pick<Download, 'id' | 'heading' | 'document'>;

/**
 * The "Download Now" form (or its CRM embed). Once the request is stored, the document opens
 * in a new tab and saves as document.pdf; a link stays in case a popup blocker stopped it.
 */
export function DownloadForm({
  download,
  initial,
}: {
  download: DownloadFormDocument;
  /** The visitor's values and errors after a post without JavaScript (decision 0034). */
  initial?: FormPostPage;
}) {
  const [crmSubmitted, setCrmSubmitted] = useState(false);
  return (
    <div className="download-form" data-submitted={crmSubmitted ? '' : undefined}>
      <CrmForm
        kind="download"
        onSubmitted={() => {
          setCrmSubmitted(true);
          openDocument(download.document.url);
        }}
      >
        <NativeDownloadForm download={download} initial={initial} />
      </CrmForm>
      {crmSubmitted ? <DocumentLink download={download} /> : null}
    </div>
  );
}

function NativeDownloadForm({
  download,
  initial,
}: {
  download: DownloadFormDocument;
  initial?: FormPostPage;
}) {
  const form = useLeadSubmission('download', {
    initial,
    fixedValues: { document: download.id },
    onStored() {
      openDocument(download.document.url);
    },
  });
  return (
    <LeadFormFrame
      form={form}
      label={`Download ${download.heading}`}
      submitLabel="Download Now"
      success={
        <>
          <p className="lead-form__success-title">Thanks! Your download has started.</p>
          <DocumentLink download={download} />
        </>
      }
    >
      <LeadFields form={form} />
    </LeadFormFrame>
  );
}

function DocumentLink({ download }: { download: DownloadFormDocument }) {
  return (
    <p>
      If it did not open,{' '}
      <a
        {...tagsOf('download', download, 'document')}
        href={download.document.url}
        download={DOWNLOAD_FILE_NAME}
        target="_blank"
        rel="noopener"
      >
        download {download.heading} (PDF)
      </a>
      .
    </p>
  );
}

/** A link clicked on the visitor's behalf: a new tab that saves the file as document.pdf. */
function openDocument(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = DOWNLOAD_FILE_NAME;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
