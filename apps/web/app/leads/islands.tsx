import type { DownloadFormDocument } from './download-form';
import { leadFormIsland } from './lead-form-island';

/** The "Download Now" form, or its CRM embed. */
export const DownloadFormIsland = leadFormIsland<{ download: DownloadFormDocument }>(
  'DownloadFormIsland',
  () => import('./download-form').then((module) => module.DownloadForm),
);

/** The bare lead form (the discovery-call booking's, when the calendar is not there). */
export const LeadFormIsland = leadFormIsland<{ submitLabel?: string }>('LeadFormIsland', () =>
  import('./lead-form').then((module) => module.LeadForm),
);
