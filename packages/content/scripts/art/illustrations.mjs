// Writes the product illustrations (1200x800, hero 1200x900) into embedded/files.
// `node illustrations.mjs illus-a illus-b` writes only the named ones.

import { DETAIL_ILLUSTRATIONS } from './detail-illustrations.mjs';
import { boreholeLog, dashboard, gisMap, model3d } from './illus/core.mjs';
import { apiSync, fieldTablet, hero, projectPlanning, switchTool } from './illus/field.mjs';
import {
  database,
  labReports,
  labScheduling,
  labWorkOrder,
  reportTemplates,
} from './illus/lab.mjs';
import { svgDoc, writeSvg } from './lib/svg.mjs';

const ILLUSTRATIONS = [
  ['illus-borehole-log', 'Borehole log sheet with graphic soil log and SPT values', boreholeLog],
  ['illus-dashboard', 'Project dashboard with KPI cards, charts and project list', dashboard],
  ['illus-3d-model', 'Isometric 3D ground model with strata and boreholes', model3d],
  ['illus-gis-map', 'Site map with contours, river, roads and borehole markers', gisMap],
  [
    'illus-hero',
    'Field tablet with a borehole log syncing to a cloud dashboard above ground strata',
    hero,
    [1200, 900],
  ],
  ['illus-field-tablet', 'Rugged tablet running the logging app beside a drill rig', fieldTablet],
  [
    'illus-project-planning',
    'Site plan with proposed borehole locations and a schedule',
    projectPlanning,
  ],
  ['illus-switch', 'Data moving from an old desktop logging tool to the cloud app', switchTool],
  ['illus-api-sync', 'TabLogs and TabLabs exchanging samples and results through an API', apiSync],
  ['illus-lab-work-order', 'Lab work order listing samples, tests and status chips', labWorkOrder],
  [
    'illus-lab-scheduling',
    'Weekly lab schedule with colour-coded tests and technicians',
    labScheduling,
  ],
  ['illus-lab-reports', 'Lab test certificate with a particle size distribution curve', labReports],
  [
    'illus-report-templates',
    'Stack of report pages beside a list of log templates',
    reportTemplates,
  ],
  ['illus-database', 'Linked tables for projects, boreholes and samples', database],
  ...Object.entries(DETAIL_ILLUSTRATIONS).map(([id, [draw, title]]) => [id, title, draw]),
];

const only = process.argv.slice(2);
const selected = only.length ? ILLUSTRATIONS.filter(([id]) => only.includes(id)) : ILLUSTRATIONS;
for (const [id, title, draw, size] of selected) {
  const { body, defs } = draw();
  const [width, height] = size ?? [1200, 800];
  writeSvg(id, svgDoc({ width, height, title, body, defs }));
}
console.log(`wrote ${selected.length} illustrations`);
