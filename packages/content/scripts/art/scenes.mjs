// Writes blog images (main 800x450, banner 1600x500), newsletter images (800x450) and video posters (1280x720).
import { groundBands } from './lib/field-scene.mjs';
import * as blog from './lib/motifs-blog.mjs';
import * as misc from './lib/motifs-misc.mjs';
import { soilPatterns } from './lib/patterns.mjs';
import { AVATARS } from './lib/people.mjs';
import { C, circle, g, path, rect, svgDoc, text, writeSvg } from './lib/svg.mjs';

/** Places a 600x400 motif so it fits the box (x, y, w, h), centred. */
const place = (motif, x, y, w, h) => {
  const s = Math.min(w / 600, h / 400);
  return g([motif], {
    transform: `translate(${x + (w - 600 * s) / 2} ${y + (h - 400 * s) / 2}) scale(${Math.round(s * 1000) / 1000})`,
  });
};

/** Faint contour rings for calm negative space (where pages may overlay text). */
const contours = (cx, cy, count, color) =>
  Array.from({ length: count }, (_, k) =>
    path(
      `M${cx - 60 - k * 46} ${cy}a${60 + k * 46} ${40 + k * 30} 0 1 0 ${120 + k * 92} 0a${60 + k * 46} ${40 + k * 30} 0 1 0 ${-120 - k * 92} 0`,
      null,
      { stroke: color, sw: 1.5, opacity: 0.35 },
    ),
  ).join('');

const card = (motif, w, h) => [
  rect(0, 0, w, h, C.paper),
  circle(w * 0.85, h * 0.15, h * 0.55, C.sand, { opacity: 0.8 }),
  groundBands(0, h * 0.86, w, h * 0.14, { seed: 5 }),
  place(motif, w * 0.08, h * 0.06, w * 0.84, h * 0.78),
];

const banner = (motif) => [
  rect(0, 0, 1600, 500, C.paper),
  contours(380, 220, 6, C.clay),
  circle(1250, 120, 260, C.sand, { opacity: 0.8 }),
  groundBands(0, 430, 1600, 70, { seed: 12 }),
  place(motif, 900, 30, 620, 390),
];

const BLOG = [
  [
    'Paper field sheet on a clipboard handing over to a rugged tablet running the logging app',
    blog.paperToTablet,
  ],
  [
    'Plasticity chart with the A-line and USCS group symbols CL, CH, ML and MH',
    blog.plasticityChart,
  ],
  ['SPT N-values plotted against depth beside a split-spoon sampler', blog.sptPlot],
  ['CPT cone resistance trace beside a graphic borehole log', blog.cptBeside],
  ['Ground cross-section with the water table and a standpipe piezometer', blog.groundwaterSection],
  ['Site map with contours, boreholes and a selected borehole popup', blog.gisView],
];

BLOG.forEach(([title, motif], i) => {
  const defs = soilPatterns();
  writeSvg(
    `blog-${i + 1}-main`,
    svgDoc({ width: 800, height: 450, title, defs, body: card(motif(), 800, 450) }),
  );
  writeSvg(
    `blog-${i + 1}-banner`,
    svgDoc({ width: 1600, height: 500, title, defs, body: banner(motif()) }),
  );
});

const NEWSLETTERS = [
  ['Release notes window listing new and improved features', misc.releaseNotes],
  ['Drill rig on site under a bright sky with a field tablet', misc.fieldSeason],
  ['Lab bench with a sieve stack, a beaker and an approved results card', misc.labBench],
  ['Year in review dashboard with KPI tiles and growth charts', misc.yearInReview],
];
NEWSLETTERS.forEach(([title, motif], i) => {
  writeSvg(
    `newsletter-${i + 1}`,
    svgDoc({ width: 800, height: 450, title, defs: soilPatterns(), body: card(motif(), 800, 450) }),
  );
});

/** Splits a title into lines of at most `max` characters on word boundaries. */
const wrap = (s, max) =>
  s.split(' ').reduce((lines, word) => {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

const poster = (heading, sub, motif) => {
  const lines = wrap(heading, 13);
  return [
    rect(0, 0, 1280, 720, C.deep),
    // Four rings: each thin ring on the dark field costs lossy WebP about 0.5 KB at a phone's
    // 640 px, and the hero posters paint with the page's font (issue 44: seven took
    // /features past a simulated round trip); the outer three also crossed the subtitle.
    contours(300, 600, 4, C.lightWater),
    groundBands(0, 640, 1280, 80, { seed: 9 }),
    text(80, 150, 'TabLogs', { size: 26, weight: 700, fill: '#F2B38F', spacing: 0.5 }),
    ...lines.map((l, i) =>
      text(78, 250 + i * 78, l, { size: 68, weight: 800, fill: C.white, spacing: -1 }),
    ),
    text(80, 266 + lines.length * 78 - 20, sub, { size: 26, fill: C.lightWater }),
    rect(660, 90, 560, 500, C.paper, { rx: 24 }),
    place(motif, 680, 110, 520, 460),
  ];
};

const POSTERS = [
  ['poster-features', 'Features overview', 'Logging, lab, reports and maps', misc.featuresCollage],
  ['poster-how-it-works', 'How it works', 'From the rig to the report', misc.howItWorksSteps],
  ['poster-app', 'Field app tour', 'Log boreholes on any tablet', misc.appTour],
  ['poster-dashboard', 'Dashboard tour', 'Every project at a glance', misc.dashboardTour],
  ['poster-manage', 'Manage projects', 'Teams, holes and status', misc.manageProjects],
  ['poster-visualise', 'Visualise in 3D', 'Strata and boreholes in context', misc.visualiseBlock],
  [
    'poster-database',
    'Database walkthrough',
    'All your ground data in one place',
    misc.databaseTour,
  ],
];
for (const [id, heading, sub, motif] of POSTERS) {
  writeSvg(
    id,
    svgDoc({
      width: 1280,
      height: 720,
      title: `${heading} video`,
      defs: soilPatterns(),
      body: poster(heading, sub, motif()),
    }),
  );
}

const STORIES = [
  'From paper to live logs',
  'One source of truth',
  'Faster, cleaner reports',
  'Logging on remote sites',
  'Drilling and lab in sync',
];
STORIES.forEach((sub, i) => {
  const person = AVATARS[i][1];
  const body = poster('Customer story', sub, misc.testimonial(person, `p${i}`));
  writeSvg(
    `poster-testimonial-${i + 1}`,
    svgDoc({ width: 1280, height: 720, title: `Customer story video: ${sub}`, body }),
  );
});

console.log(
  `wrote ${BLOG.length * 2 + NEWSLETTERS.length + POSTERS.length + STORIES.length} scene images`,
);
