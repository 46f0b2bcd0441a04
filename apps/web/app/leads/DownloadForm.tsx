import type { Download } from '@tablogs/content';
import { useState } from 'react';
import { CrmForm } from './crm/CrmForm';
import { FormFeedback, SubmitButton } from './FormFeedback';
import { HoneypotField, LeadFields } from './LeadFields';
import { RequiredNote } from './RequiredNote';
import { SuccessMessage } from './SuccessMessage';
import { useLeadSubmission } from './useLeadSubmission';

/** The file name every download is saved as (spec §4). */
export const DOWNLOAD_FILE_NAME = 'document.pdf';

export type DownloadFormDocument = Pick<Download, 'id' | 'heading' | 'document'>;

/**
 * The "Download Now" form (or its CRM embed). Once the request is stored, the document opens
 * in a new tab and saves as document.pdf; a link stays in case a popup blocker stopped it.
 */
export function DownloadForm({ download }: { download: DownloadFormDocument }) {
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
        <NativeDownloadForm download={download} />
      </CrmForm>
      {crmSubmitted ? <DocumentLink download={download} /> : null}
    </div>
  );
}

function NativeDownloadForm({ download }: { download: DownloadFormDocument }) {
  const form = useLeadSubmission('download', {
    fixedValues: { document: download.id },
    onStored() {
      openDocument(download.document.url);
    },
  });
  if (form.state.status === 'succeeded') {
    return (
      <div data-submitted="">
        <SuccessMessage>
          <p className="lead-form__success-title">Thanks! Your download has started.</p>
          <DocumentLink download={download} />
        </SuccessMessage>
      </div>
    );
  }
  return (
    <form
      className="lead-form lead-form--columns"
      aria-label={`Download ${download.heading}`}
      noValidate
      onSubmit={form.submit}
      data-state={form.state.status}
    >
      <RequiredNote />
      <LeadFields form={form} />
      <HoneypotField form={form} />
      <FormFeedback form={form} />
      <div className="lead-form__actions">
        <SubmitButton form={form} label="Download Now" />
      </div>
    </form>
  );
}

function DocumentLink({ download }: { download: DownloadFormDocument }) {
  return (
    <p>
      If it did not open,{' '}
      <a href={download.document.url} download={DOWNLOAD_FILE_NAME} target="_blank" rel="noopener">
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
