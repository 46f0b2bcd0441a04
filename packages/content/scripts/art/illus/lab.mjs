// Lab-side and data illustrations: work orders, scheduling, certificates, templates and the database.
import { logSheet } from '../lib/log-sheet.mjs';
import { soilPatterns } from '../lib/patterns.mjs';
import { C, circle, g, line, n, path, poly, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, chip, shadow, table } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

const STATUS = {
  Received: C.rock,
  Testing: C.water,
  Complete: C.moss,
  Overdue: C.accent,
};

export const labWorkOrder = () => {
  const rows = [
    ['BH03-D1', 'Particle size', 'Testing'],
    ['BH03-D2', 'Atterberg limits', 'Complete'],
    ['BH05-U1', 'Moisture content', 'Complete'],
    ['BH05-B2', 'Compaction', 'Received'],
    ['BH07-B1', 'CBR', 'Overdue'],
    ['BH07-C1', 'UCS', 'Testing'],
  ];
  return {
    body: [
      backdrop(1200, 800),
      appWindow(80, 50, 1040, 700, {
        title: 'Work order WO-2417',
        barFill: C.deep,
        nav: true,
        navActive: 1,
      }),
      ...[
        ['Client', 160],
        ['Project', 260],
        ['Due', 120],
      ].map(([label, bw], i) =>
        g([
          text(170 + i * 300, 128, label, { size: 12, fill: C.rock }),
          textBars(170 + i * 300, 142, [bw], { h: 10, fill: C.slate }),
        ]),
      ),
      chip(1000, 116, 'Priority', C.accent, { w: 84 }),
      table(160, 190, [190, 300, 230, 200], 6, {
        rowH: 64,
        headers: ['Sample', 'Test', 'Method', 'Status'],
        highlight: 0,
        cell: (r, c, cx, cy) => {
          if (c === 0) return text(cx, cy + 5, rows[r][0], { size: 14, weight: 600, fill: C.deep });
          if (c === 1) return text(cx, cy + 5, rows[r][1], { size: 14 });
          if (c === 3) return chip(cx, cy - 11, rows[r][2], STATUS[rows[r][2]], { w: 96 });
          return undefined;
        },
      }),
      rect(900, 660, 180, 44, C.accent, { rx: 10 }),
      text(990, 688, 'Issue results', { size: 14, weight: 700, fill: C.white, anchor: 'middle' }),
    ],
  };
};

export const labScheduling = () => {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  const events = [
    [0, 0, 2, 'PSD', C.water],
    [0, 3, 2, 'Moisture', C.moss],
    [1, 1, 3, 'Compaction', C.clay],
    [2, 0, 1, 'CBR', C.accent],
    [2, 2, 2, 'Atterberg', C.deep],
    [3, 1, 2, 'UCS', C.soil],
    [3, 4, 2, 'PSD', C.water],
    [4, 0, 3, 'Compaction', C.clay],
    [4, 4, 1, 'CBR', C.accent],
  ];
  const gx = 420;
  const gy = 160;
  const cw = 132;
  const rh = 70;
  return {
    body: [
      backdrop(1200, 800),
      appWindow(80, 50, 1040, 700, { title: 'Lab schedule', barFill: C.deep }),
      rect(110, 110, 270, 270, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
      text(130, 140, 'March', { size: 15, weight: 700 }),
      ...Array.from({ length: 35 }, (_, i) => {
        const cx = 140 + (i % 7) * 34;
        const cy = 172 + Math.floor(i / 7) * 38;
        const active = i >= 9 && i <= 13;
        return (
          (active ? rect(cx - 13, cy - 13, 26, 26, C.water, { rx: 13 }) : '') +
          circle(cx, cy, 3, active ? C.white : C.line)
        );
      }),
      rect(110, 400, 270, 320, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
      text(130, 430, 'Technicians', { size: 15, weight: 700 }),
      ...[C.clay, C.moss, C.water, C.soil].map((c, i) =>
        g([
          circle(146, 470 + i * 60, 18, c),
          textBars(176, 462 + i * 60, [110, 70], { h: 6, gap: 13 }),
        ]),
      ),
      ...days.map((d, i) =>
        text(gx + i * cw + 12, gy - 16, d, { size: 13, weight: 600, fill: C.slate }),
      ),
      ...Array.from({ length: 9 }, (_, r) =>
        line(gx, gy + r * rh, gx + 5 * cw, gy + r * rh, C.line, 1),
      ),
      ...Array.from({ length: 6 }, (_, c) =>
        line(gx + c * cw, gy, gx + c * cw, gy + 8 * rh, C.line, 1),
      ),
      ...events.map(([d, s, len, label, c]) =>
        g([
          rect(gx + d * cw + 6, gy + s * rh + 6, cw - 12, len * rh - 12, c, {
            rx: 8,
            opacity: 0.18,
          }),
          rect(gx + d * cw + 6, gy + s * rh + 6, 5, len * rh - 12, c, { rx: 2.5 }),
          text(gx + d * cw + 20, gy + s * rh + 28, label, { size: 12, weight: 700, fill: c }),
        ]),
      ),
      line(gx, gy + 3.4 * rh, gx + 5 * cw, gy + 3.4 * rh, C.accent, 2),
      circle(gx, gy + 3.4 * rh, 5, C.accent),
    ],
  };
};

/** A particle-size distribution chart on a log-scale sieve axis. */
const psdChart = (x, y, w, h) => {
  const sieves = [0.075, 0.15, 0.3, 0.6, 1.18, 2.36, 4.75, 9.5, 19, 37.5];
  const passing = [8, 14, 27, 45, 60, 72, 83, 92, 98, 100];
  const lx = (s) => x + ((Math.log10(s) + 1.2) / (Math.log10(37.5) + 1.2)) * w;
  const ly = (p) => y + h - (p / 100) * h;
  const pts = sieves.map((s, i) => [lx(s), ly(passing[i])]);
  return g([
    rect(x, y, w, h, C.white, { stroke: C.slate, sw: 1 }),
    ...[0.1, 1, 10].map((s) => line(lx(s), y, lx(s), y + h, C.rock, 1, { opacity: 0.5 })),
    ...[0.2, 0.4, 0.6, 0.8].map((f) => line(x, y + h * f, x + w, y + h * f, C.line, 1)),
    rect(x, y, lx(0.075) - x, h, C.sand, { opacity: 0.6 }),
    path(poly(pts), null, { stroke: C.water, sw: 3 }),
    ...pts.map(([px, py]) => circle(px, py, 4, C.white, { stroke: C.deep, sw: 2 })),
    text(x, y + h + 18, '0.075', { size: 10, fill: C.rock }),
    text(lx(1), y + h + 18, '1', { size: 10, fill: C.rock, anchor: 'middle' }),
    text(lx(10), y + h + 18, '10 mm', { size: 10, fill: C.rock, anchor: 'middle' }),
    text(x - 8, y + 4, '100', { size: 10, fill: C.rock, anchor: 'end' }),
    text(x - 8, y + h, '0', { size: 10, fill: C.rock, anchor: 'end' }),
  ]);
};

/** A white document page with a header band. */
const page = (x, y, w, h, band = C.deep) =>
  shadow(x, y, w, h, 4) +
  rect(x, y, w, h, C.white, { rx: 4, stroke: C.line, sw: 1 }) +
  rect(x, y, w, 10, band, { rx: 2 });

export const labReports = () => ({
  body: [
    backdrop(1200, 800),
    g([page(380, 80, 520, 680, C.rock)], { transform: 'rotate(5 640 420)' }),
    page(300, 60, 560, 700),
    text(336, 112, 'TabLabs', { size: 16, weight: 700, fill: C.deep }),
    text(824, 112, 'Test certificate', { size: 16, weight: 700, fill: C.slate, anchor: 'end' }),
    line(336, 128, 824, 128, C.line, 1.5),
    ...[0, 1, 2].map((i) =>
      textBars(336 + i * 166, 148, [120, 80], { h: 6, gap: 13, fill: i ? C.line : C.rock }),
    ),
    text(336, 212, 'Particle size distribution', { size: 14, weight: 700 }),
    psdChart(376, 228, 440, 250),
    text(336, 540, 'Sieve results', { size: 14, weight: 700 }),
    table(336, 554, [160, 160, 168], 3, {
      rowH: 30,
      headers: ['Sieve mm', 'Passing %', 'Limit %'],
    }),
    circle(778, 704, 34, 'none', { stroke: C.moss, sw: 3 }),
    circle(778, 704, 26, 'none', { stroke: C.moss, sw: 1.5 }),
    text(778, 709, 'NATA', { size: 12, weight: 700, fill: C.moss, anchor: 'middle' }),
    path('M340 712c20 -20 30 10 50 -6s30 -10 44 2', null, { stroke: C.ink, sw: 2 }),
    line(336, 724, 520, 724, C.slate, 1),
    rect(900, 560, 220, 150, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    chip(920, 580, 'Approved', C.moss, { w: 90 }),
    textBars(920, 622, [170, 130, 150], { h: 6, gap: 16 }),
    rect(920, 666, 90, 28, C.accent, { rx: 7 }),
    text(965, 685, 'Send', { size: 12, weight: 700, fill: C.white, anchor: 'middle' }),
  ],
});

export const reportTemplates = () => ({
  defs: soilPatterns(),
  body: [
    backdrop(1200, 800),
    g([page(420, 110, 420, 600, C.clay)], { transform: 'rotate(-8 630 410)' }),
    g([page(460, 100, 420, 600, C.moss)], { transform: 'rotate(4 670 400)' }),
    page(440, 90, 420, 620),
    text(470, 138, 'Borehole log', { size: 16, weight: 700, fill: C.deep }),
    textBars(470, 152, [180, 120], { h: 5, gap: 11, fill: C.rock }),
    logSheet(470, 190, 360, 490, { compact: true, seed: 3 }),
    rect(100, 150, 280, 500, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    text(124, 184, 'Templates', { size: 16, weight: 700 }),
    ...['Standard log', 'Test pit', 'CPT summary', 'Lab summary', 'AGS export'].map((label, i) =>
      g([
        rect(120, 204 + i * 86, 240, 72, i === 0 ? C.lightWater : C.paper, {
          rx: 8,
          stroke: i === 0 ? C.water : C.line,
          sw: 1.5,
        }),
        rect(132, 214 + i * 86, 40, 52, C.white, { rx: 3, stroke: C.line, sw: 1 }),
        textBars(138, 224 + i * 86, [28, 20, 24, 16], {
          h: 3,
          gap: 9,
          fill: [C.clay, C.moss, C.water, C.rock, C.soil][i],
        }),
        text(186, 236 + i * 86, label, { size: 14, weight: 600 }),
        textBars(186, 248 + i * 86, [110], { h: 5 }),
      ]),
    ),
    rect(930, 300, 200, 150, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    text(950, 332, 'Your logo', { size: 13, weight: 600, fill: C.slate }),
    rect(950, 348, 160, 36, C.sand, { rx: 6 }),
    rect(950, 400, 160, 30, C.accent, { rx: 7 }),
    text(1030, 420, 'Apply', { size: 12, weight: 700, fill: C.white, anchor: 'middle' }),
  ],
});

/** An entity card for the database diagram. */
const entity = (x, y, w, title, fields, color) =>
  g([
    shadow(x, y, w, 56 + fields.length * 34, 10),
    rect(x, y, w, 56 + fields.length * 34, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    `<path d="M${n(x)} ${n(y + 44)}V${n(y + 10)}q0 -10 10 -10H${n(x + w - 10)}q10 0 10 10V${n(y + 44)}Z" fill="${color}"/>`,
    text(x + 18, y + 28, title, { size: 16, weight: 700, fill: C.white }),
    ...fields.map((f, i) =>
      g([
        text(x + 18, y + 72 + i * 34, f, {
          size: 13,
          fill: i === 0 ? C.accent : C.slate,
          weight: i === 0 ? 700 : 400,
        }),
        textBars(x + w - 96, y + 66 + i * 34, [76], { h: 6 }),
        line(x + 12, y + 84 + i * 34, x + w - 12, y + 84 + i * 34, C.line, 1),
      ]),
    ),
  ]);

export const database = () => ({
  body: [
    backdrop(1200, 800),
    path('M380 260C440 260 440 330 470 330', null, { stroke: C.slate, sw: 2.5 }),
    path('M760 420C800 420 800 480 830 480', null, { stroke: C.slate, sw: 2.5 }),
    path('M470 320L458 330L470 340M820 470L808 480L820 490', null, { stroke: C.slate, sw: 2.5 }),
    entity(100, 180, 280, 'Projects', ['id', 'name', 'client', 'location', 'status'], C.deep),
    entity(
      470,
      260,
      290,
      'Boreholes',
      ['id', 'project_id', 'easting', 'northing', 'depth_m', 'logged_by'],
      C.water,
    ),
    entity(
      830,
      400,
      280,
      'Samples',
      ['id', 'borehole_id', 'depth_m', 'type', 'lab_status'],
      C.clay,
    ),
    rect(100, 560, 280, 140, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    text(120, 592, 'Query', { size: 14, weight: 700 }),
    rect(120, 606, 240, 36, C.paper, { rx: 6, stroke: C.line, sw: 1 }),
    text(132, 629, 'depth_m > 10', { size: 13, fill: C.deep }),
    chip(120, 656, '1,284 rows', C.moss, { w: 100 }),
    circle(1000, 190, 70, C.lightWater),
    path('M960 170v50c0 10 80 10 80 0v-50', C.white, { stroke: C.deep, sw: 3 }),
    `<ellipse cx="1000" cy="170" rx="40" ry="10" fill="${C.white}" stroke="${C.deep}" stroke-width="3"/>`,
    path('M960 195c0 10 80 10 80 0', null, { stroke: C.deep, sw: 3 }),
  ],
});
