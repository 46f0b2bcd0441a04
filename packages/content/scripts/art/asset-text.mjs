// Titles and alt texts for every asset id, plus the size the content model promises for each image.
import { DETAIL_ILLUSTRATIONS } from './detail-illustrations.mjs';
import { LOGO_CROPS } from './lib/logo-crops.mjs';
import { AVATARS, describePerson } from './lib/people.mjs';

const ILLUS = [1200, 800];
const AVATAR = [256, 256];
const BLOG_MAIN = [800, 450];
const BLOG_BANNER = [1600, 500];
const POSTER = [1280, 720];
const COVER = [600, 800];

/** A client logo: its size is its crop (logos.mjs). */
const logo = (name, slug) => [`${name} logo`, `${name} wordmark logo`, LOGO_CROPS[slug].slice(2)];

/** id -> [title, description (alt text), [width, height] or null for documents] */
export const ASSET_TEXT = {
  'illus-hero': [
    'TabLogs field to cloud',
    'A rugged tablet showing a borehole log being logged in the field, synced to a cloud dashboard with KPI cards and charts, above layered ground strata and a drill rig.',
    [1200, 900],
  ],
  'illus-borehole-log': [
    'Borehole log',
    'A borehole log sheet with depth scale, graphic soil column hatched for fill, clay, silt, sand, gravel and rock, SPT N-values, sample markers and description lines, beside hole details and a legend.',
    ILLUS,
  ],
  'illus-dashboard': [
    'Project dashboard',
    'A dashboard with KPI cards, a bar chart of metres drilled, a trend line and donut chart of samples to lab, and a project list with status chips.',
    ILLUS,
  ],
  'illus-3d-model': [
    '3D ground model',
    'An isometric block of ground showing layered strata with a groundwater layer and boreholes drawn on its faces, with a strata legend.',
    ILLUS,
  ],
  'illus-gis-map': [
    'GIS site map',
    'A site map with contour lines, roads, a river, a dashed site boundary and borehole markers, with a popup for borehole BH-03 and an Open log button.',
    ILLUS,
  ],
  'illus-lab-work-order': [
    'Lab work order',
    'A lab work order screen listing sample IDs, tests such as particle size, Atterberg limits and CBR, and status chips for received, testing, complete and overdue.',
    ILLUS,
  ],
  'illus-field-tablet': [
    'Field logging tablet',
    'A gloved hand holding a rugged tablet running the borehole logging app next to a truck-mounted drill rig on layered ground.',
    ILLUS,
  ],
  'illus-report-templates': [
    'Report templates',
    'A stack of borehole log report pages beside a list of templates: standard log, test pit, CPT summary, lab summary and AGS export.',
    ILLUS,
  ],
  'illus-database': [
    'Ground data database',
    'Linked tables for projects, boreholes and samples with their fields, and a query returning matching rows.',
    ILLUS,
  ],
  'illus-api-sync': [
    'API sync',
    'TabLogs and TabLabs windows exchanging samples and results through a REST API, shown with arrows in both directions.',
    ILLUS,
  ],
  'illus-project-planning': [
    'Investigation planning',
    'A site plan with a proposed building and numbered proposed borehole locations, next to a schedule of mobilisation, drilling, CPT, lab testing and reporting.',
    ILLUS,
  ],
  'illus-lab-scheduling': [
    'Lab scheduling',
    'A weekly lab calendar with colour-coded test bookings, a month picker and a list of technicians.',
    ILLUS,
  ],
  'illus-lab-reports': [
    'Lab test certificate',
    'A lab test certificate with a particle size distribution curve, a sieve results table, a signature and an accreditation stamp, with an approval card.',
    ILLUS,
  ],
  'illus-switch': [
    'Switch to TabLogs',
    'Borehole records moving from an old desktop logging program into the TabLogs cloud app, with an import progress bar.',
    ILLUS,
  ],
  ...Object.fromEntries(
    Object.entries(DETAIL_ILLUSTRATIONS).map(([id, [, title, alt, size]]) => [
      id,
      [title, alt, size],
    ]),
  ),
  'logo-basalt-co': logo('Basalt & Co Geotechnical', 'basalt-co'),
  'logo-ironbark-drilling': logo('Ironbark Drilling', 'ironbark-drilling'),
  'logo-meridian-ground': logo('Meridian Ground Engineering', 'meridian-ground'),
  'logo-clearwater-env': logo('Clearwater Environmental', 'clearwater-env'),
  'logo-stratum-consulting': logo('Stratum Consulting', 'stratum-consulting'),
  'logo-northfield-geo': logo('Northfield Geoscience', 'northfield-geo'),
  'logo-redgum-labs': logo('Redgum Testing Labs', 'redgum-labs'),
  'logo-bluestone-civil': logo('Bluestone Civil', 'bluestone-civil'),
  'logo-coastal-soils': logo('Coastal Soils Laboratory', 'coastal-soils'),
  'logo-granite-peak': logo('Granite Peak Engineering', 'granite-peak'),
  'logo-tideline-geotech': logo('Tideline Geotech', 'tideline-geotech'),
  'logo-karri-materials': logo('Karri Materials Testing', 'karri-materials'),
  'blog-1-main': [
    'From paper to tablet',
    'A paper field log sheet on a clipboard with an arrow to a rugged tablet running the logging app.',
    BLOG_MAIN,
  ],
  'blog-1-banner': [
    'From paper to tablet',
    'A paper field log sheet on a clipboard with an arrow to a rugged tablet, above layered ground.',
    BLOG_BANNER,
  ],
  'blog-2-main': [
    'Soil classification chart',
    'A plasticity chart of plasticity index against liquid limit with the A-line and USCS groups CL, CH, ML and MH.',
    BLOG_MAIN,
  ],
  'blog-2-banner': [
    'Soil classification chart',
    'A plasticity chart with the A-line and USCS group symbols, above layered ground.',
    BLOG_BANNER,
  ],
  'blog-3-main': [
    'SPT data',
    'SPT N-values plotted against depth beside a split-spoon sampler, with high blow counts highlighted.',
    BLOG_MAIN,
  ],
  'blog-3-banner': [
    'SPT data',
    'SPT N-values plotted against depth beside a split-spoon sampler, above layered ground.',
    BLOG_BANNER,
  ],
  'blog-4-main': [
    'CPT and borehole logs',
    'A CPT cone resistance and sleeve friction trace beside a graphic borehole log, with matching layer boundaries.',
    BLOG_MAIN,
  ],
  'blog-4-banner': [
    'CPT and borehole logs',
    'A CPT trace beside a graphic borehole log, above layered ground.',
    BLOG_BANNER,
  ],
  'blog-5-main': [
    'Groundwater observations',
    'A ground cross-section with the water table marked by groundwater symbols and a standpipe piezometer showing standing water.',
    BLOG_MAIN,
  ],
  'blog-5-banner': [
    'Groundwater observations',
    'A ground cross-section with the water table and a standpipe piezometer, above layered ground.',
    BLOG_BANNER,
  ],
  'blog-6-main': [
    'GIS site investigation',
    'A site map with contours, a river, roads and borehole markers, with a popup for a selected borehole.',
    BLOG_MAIN,
  ],
  'blog-6-banner': [
    'GIS site investigation',
    'A site map with contours and borehole markers, above layered ground.',
    BLOG_BANNER,
  ],
  'newsletter-1': [
    'Release notes',
    'A release notes window listing new and improved features.',
    BLOG_MAIN,
  ],
  'newsletter-2': [
    'Field season',
    'A drill rig on site under a bright sky with a rugged tablet running the logging app.',
    BLOG_MAIN,
  ],
  'newsletter-3': [
    'In the lab',
    'A lab bench with a sieve stack, a beaker and an approved results card with a grading curve.',
    BLOG_MAIN,
  ],
  'newsletter-4': [
    'Year in review',
    'A year in review dashboard with KPI tiles, a bar chart and a growth line.',
    BLOG_MAIN,
  ],
  'poster-features': [
    'Features overview video',
    'Video cover titled Features overview, showing a borehole log, a dashboard and a field tablet.',
    POSTER,
  ],
  'poster-how-it-works': [
    'How it works video',
    'Video cover titled How it works, showing three steps: log, sync and report.',
    POSTER,
  ],
  'poster-app': [
    'Field app tour video',
    'Video cover titled Field app tour, showing a rugged tablet with the logging app beside a drill rig.',
    POSTER,
  ],
  'poster-dashboard': [
    'Dashboard tour video',
    'Video cover titled Dashboard tour, showing KPI tiles and charts.',
    POSTER,
  ],
  'poster-manage': [
    'Manage projects video',
    'Video cover titled Manage projects, showing a project list with team members and status chips.',
    POSTER,
  ],
  'poster-visualise': [
    'Visualise in 3D video',
    'Video cover titled Visualise in 3D, showing an isometric block of layered strata with boreholes.',
    POSTER,
  ],
  'poster-database': [
    'Database walkthrough video',
    'Video cover titled Database walkthrough, showing a table of boreholes with depths and lab status.',
    POSTER,
  ],
  'poster-testimonial-1': [
    'Customer story video',
    'Video cover titled Customer story: From paper to live logs, with an illustrated portrait and a quote card.',
    POSTER,
  ],
  'poster-testimonial-2': [
    'Customer story video',
    'Video cover titled Customer story: One source of truth, with an illustrated portrait and a quote card.',
    POSTER,
  ],
  'poster-testimonial-3': [
    'Customer story video',
    'Video cover titled Customer story: Faster, cleaner reports, with an illustrated portrait and a quote card.',
    POSTER,
  ],
  'poster-testimonial-4': [
    'Customer story video',
    'Video cover titled Customer story: Logging on remote sites, with an illustrated portrait in a hard hat and a quote card.',
    POSTER,
  ],
  'poster-testimonial-5': [
    'Customer story video',
    'Video cover titled Customer story: Drilling and lab in sync, with an illustrated portrait and a quote card.',
    POSTER,
  ],
  'download-1-cover': [
    'Field Guide to Soil Descriptions',
    'Cover of the Field Guide to Soil Descriptions, showing a borehole log sheet and soil type labels.',
    COVER,
  ],
  'download-2-cover': [
    'Switching Logging Tools: A Migration Checklist',
    'Cover of Switching Logging Tools: A Migration Checklist, showing a checklist with ticked items.',
    COVER,
  ],
  'download-3-cover': [
    'TabLabs Product Overview',
    'Cover of the TabLabs Product Overview, showing a lab bench with a sieve stack, a beaker and a results card.',
    COVER,
  ],
  'download-4-cover': [
    'Borehole Log Report Template Pack',
    'Cover of the Borehole Log Report Template Pack, showing stacked borehole log report pages.',
    COVER,
  ],
  'download-1': [
    'Field Guide to Soil Descriptions (PDF)',
    'PDF guide: order of terms, consistency, density and moisture tables, particle sizes and checks for soil descriptions.',
    null,
  ],
  'download-2': [
    'Switching Logging Tools: A Migration Checklist (PDF)',
    'PDF checklist for moving from a desktop logging tool: inventory, export and mapping, pilot, cutover and close out.',
    null,
  ],
  'download-3': [
    'TabLabs Product Overview (PDF)',
    'PDF overview of TabLabs: lab workflow, work orders, scheduling, worksheets, quality records and the TabLogs connection.',
    null,
  ],
  'download-4': [
    'Borehole Log Report Template Pack (PDF)',
    'PDF describing the report template pack: included templates, log anatomy, customisation, output formats and checks before issue.',
    null,
  ],
};

for (const [id, person] of AVATARS) {
  const title = id.includes('team') ? 'Team member portrait' : 'Customer portrait';
  ASSET_TEXT[id] = [title, describePerson(person), AVATAR];
}
