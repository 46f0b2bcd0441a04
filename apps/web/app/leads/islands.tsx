import type { DownloadFormDocument } from './DownloadForm';
import { leadFormIsland } from './leadFormIsland';

/** The "Download Now" form, or its CRM embed. */
export const DownloadFormIsland = leadFormIsland<{ download: DownloadFormDocument }>(
  'DownloadFormIsland',
  () => import('./DownloadForm').then((module) => module.DownloadForm),
);

/** The bare lead form (the discovery-call booking's, when the calendar is not there). */
export const LeadFormIsland = leadFormIsland<{ submitLabel?: string }>('LeadFormIsland', () =>
  import('./LeadForm').then((module) => module.LeadForm),
);
