// Writes the four download covers (600x800): document-style covers with the title and a themed motif.
import { logSheet } from './lib/log-sheet.mjs';
import { labBench } from './lib/motifs-misc.mjs';
import { soilPatterns } from './lib/patterns.mjs';
import { C, circle, g, line, path, rect, svgDoc, text, textBars, writeSvg } from './lib/svg.mjs';
import { shadow } from './lib/ui.mjs';

/** Each motif fills a 600x400 box at the origin. */
const soilGuide = () =>
  g([
    logSheet(60, 10, 300, 380, { seed: 4, highlight: 1 }),
    ...[
      ['CLAY', C.clay],
      ['SILT', C.soil],
      ['SAND', C.water],
      ['GRAVEL', C.slate],
    ].map(([l, c], i) =>
      g([
        rect(390, 40 + i * 80, 150, 56, C.white, { rx: 10, stroke: c, sw: 2 }),
        text(465, 76 + i * 80, l, { size: 20, weight: 700, fill: c, anchor: 'middle' }),
      ]),
    ),
  ]);

const checklist = () =>
  g([
    shadow(110, 0, 380, 400, 14),
    rect(110, 0, 380, 400, C.white, { rx: 14, stroke: C.line, sw: 1 }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      g([
        rect(140, 36 + i * 60, 30, 30, i < 4 ? C.moss : C.white, {
          rx: 6,
          stroke: C.moss,
          sw: 2.5,
        }),
        i < 4 ? path(`M147 ${51 + i * 60}l6 7 11 -13`, null, { stroke: C.white, sw: 3.5 }) : '',
        textBars(190, 42 + i * 60, [250 - (i % 3) * 40, 150], {
          h: 7,
          gap: 14,
          fill: i < 4 ? C.rock : C.line,
        }),
      ]),
    ),
  ]);

const templates = () =>
  g([
    g(
      [
        rect(150, 20, 300, 380, C.white, { rx: 6, stroke: C.line, sw: 1 }),
        rect(150, 20, 300, 10, C.moss),
      ],
      { transform: 'rotate(-7 300 210)' },
    ),
    g(
      [
        rect(150, 20, 300, 380, C.white, { rx: 6, stroke: C.line, sw: 1 }),
        rect(150, 20, 300, 10, C.water),
      ],
      { transform: 'rotate(5 300 210)' },
    ),
    shadow(150, 10, 300, 390, 6),
    rect(150, 10, 300, 390, C.white, { rx: 6, stroke: C.line, sw: 1 }),
    rect(150, 10, 300, 10, C.clay),
    textBars(172, 36, [140, 90], { h: 6, gap: 12, fill: C.slate }),
    logSheet(172, 70, 256, 310, { compact: true, seed: 6 }),
  ]);

const COVERS = [
  ['Field guide', ['Field Guide to', 'Soil Descriptions'], soilGuide, C.clay],
  ['Checklist', ['Switching Logging', 'Tools: A Migration', 'Checklist'], checklist, C.moss],
  ['Product overview', ['TabLabs Product', 'Overview'], labBench, C.water],
  ['Template pack', ['Borehole Log', 'Report Template', 'Pack'], templates, C.accent],
];

COVERS.forEach(([eyebrow, lines, motif, tint], i) => {
  const body = [
    rect(0, 0, 600, 800, C.paper),
    rect(0, 0, 600, 14, tint),
    text(48, 70, 'TabLogs', { size: 20, weight: 800, fill: C.deep }),
    text(552, 70, eyebrow.toUpperCase(), {
      size: 13,
      weight: 700,
      fill: tint,
      anchor: 'end',
      spacing: 2,
    }),
    line(48, 92, 552, 92, C.line, 1.5),
    ...lines.map((l, k) =>
      text(46, 160 + k * 54, l, { size: 46, weight: 800, fill: C.ink, spacing: -0.8 }),
    ),
    circle(300, 520 + (lines.length - 2) * 20, 230, C.sand, { opacity: 0.8 }),
    g([motif()], { transform: `translate(40 ${330 + (lines.length - 2) * 40}) scale(0.867)` }),
    rect(0, 730, 600, 70, C.deep),
    text(48, 772, 'Free PDF download', { size: 16, weight: 600, fill: C.white }),
    text(552, 772, 'PDF', { size: 16, weight: 700, fill: '#F2B38F', anchor: 'end' }),
  ];
  const title = `Cover of the ${lines.join(' ')} download`;
  writeSvg(
    `download-${i + 1}-cover`,
    svgDoc({ width: 600, height: 800, title, defs: soilPatterns(), body }),
  );
});
console.log(`wrote ${COVERS.length} covers`);
