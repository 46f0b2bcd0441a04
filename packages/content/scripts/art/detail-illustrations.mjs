// The detail illustrations: one per feature block, workflow step or TabLabs feature that used to
// borrow a headline illustration, so no picture repeats on a page or across more than two places.
import { descriptionBuilder, fieldPhotos, inSituTests, offlineSync } from './illus/app-detail.mjs';
import { dataExport, openApi } from './illus/data-access.mjs';
import { calibration, labModules } from './illus/lab-records.mjs';
import { batchReports, crossSection, mapAndModel } from './illus/output.mjs';
import { dataChecks, labRequest, logReview, teamAccess } from './illus/review.mjs';

const ILLUS = [1200, 800];

/** id → [draw, title, description (alt text), [width, height]] */
export const DETAIL_ILLUSTRATIONS = {
  'illus-offline-sync': [
    offlineSync,
    'Offline logging and sync',
    'A rugged tablet logging borehole BH-09 offline on a site with no coverage, beside a queue of logs waiting to sync to the cloud when coverage returns.',
    ILLUS,
  ],
  'illus-description-builder': [
    descriptionBuilder,
    'Description builder',
    'Soil terms picked one group at a time (soil type, plasticity, colour, secondary component, moisture, consistency) composing the description "CLAY, high plasticity, brown, with sand; moist; firm" with the suggested group symbol CH.',
    ILLUS,
  ],
  'illus-in-situ-tests': [
    inSituTests,
    'In-situ tests at the rig',
    'An SPT entry with blows of 3, 5 and 7 per 150 mm increment giving N = 12, a core run with recovery and RQD bars, a list of samples by depth and time-stamped groundwater readings.',
    ILLUS,
  ],
  'illus-field-photos': [
    fieldPhotos,
    'Photos and as-drilled location',
    'A core box photo tagged with its depth range, a site map comparing the planned and as-drilled borehole positions 1.8 m apart, GPS coordinates and a site sketch.',
    ILLUS,
  ],
  'illus-log-review': [
    logReview,
    'Log review and sign-off',
    'A borehole log under review with comments from two engineers pinned to depths, and a sign-off panel with a checklist, reviewer name and a Sign off log button.',
    ILLUS,
  ],
  'illus-data-checks': [
    dataChecks,
    'Automatic data checks',
    'A list of data checks flagging missing reduced levels, a depth gap, samples with no tests and a log waiting for review, with a project health gauge and the unlogged interval highlighted.',
    ILLUS,
  ],
  'illus-lab-request': [
    labRequest,
    'Lab request from the log',
    'Samples selected on a borehole log become a laboratory request listing samples, depths and tests, with chain-of-custody details and a Send request button.',
    ILLUS,
  ],
  'illus-team-access': [
    teamAccess,
    'Unlimited project team',
    'A project team of loggers, reviewers, drillers, graduates and subconsultants, with no per-seat licences and pricing by logs used this month.',
    ILLUS,
  ],
  'illus-batch-reports': [
    batchReports,
    'Batch report export',
    'A fan of borehole log PDFs beside an export panel choosing logs, SPT and laboratory summary tables, core photo sheets and AGS data, with rendering progress.',
    ILLUS,
  ],
  'illus-cross-section': [
    crossSection,
    'Geological cross-section',
    'A geological section from A to A′ with four borehole logs, interpreted strata between them, SPT values beside each log and a dashed groundwater line.',
    ILLUS,
  ],
  'illus-map-and-model': [
    mapAndModel,
    'Map and 3D model',
    'A site map with boreholes and a section line beside a 3D block model of the interpreted strata and groundwater.',
    ILLUS,
  ],
  'illus-data-export': [
    dataExport,
    'Full project export',
    'A project export with folders of logs, photos and laboratory results in CSV, Excel, AGS 4 and PDF, a choice of hosting region and encryption in transit and at rest.',
    ILLUS,
  ],
  'illus-open-api': [
    openApi,
    'REST API and webhooks',
    'A REST API request returning borehole data as JSON, webhooks for checked logs and approved results, and GIS, design and reporting tools updated from them.',
    ILLUS,
  ],
  'illus-lab-modules': [
    labModules,
    'TabLabs test modules',
    'Three TabLabs modules: soil, rock and aggregate with Atterberg limits; concrete with compressive strength of cylinders; asphalt with density and binder content.',
    ILLUS,
  ],
  'illus-calibration': [
    calibration,
    'Equipment and calibration register',
    'An equipment register with calibration status, a compression machine out of calibration blocked from new tests, an accreditation certificate and technician competencies.',
    ILLUS,
  ],
};
