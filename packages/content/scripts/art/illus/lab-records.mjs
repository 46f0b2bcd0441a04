// TabLabs records: the test modules and the equipment and calibration register.
import { button, card, statusMark } from '../lib/panels.mjs';
import { C, circle, g, line, path, poly, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, barChart, chip, shadow, table } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

const W = 1200;
const H = 800;

/** A liquid-limit style plot: points on a rising line. */
const limitsPlot = (x, y, w, h) => {
  const pts = [0.15, 0.35, 0.55, 0.8].map((t, i) => [x + t * w, y + h - (0.2 + i * 0.2) * h]);
  return g([
    line(x, y + h, x + w, y + h, C.slate, 1.5),
    line(x, y, x, y + h, C.slate, 1.5),
    path(poly([pts[0], pts[3]]), null, { stroke: C.clay, sw: 2.5 }),
    ...pts.map(([px, py]) => circle(px, py, 5, C.white, { stroke: C.clay, sw: 2 })),
  ]);
};

/** A concrete cylinder, drawn in profile. */
const cylinder = (x, y, w, h) =>
  g([
    rect(x, y, w, h, '#C9CDD0', { stroke: C.slate, sw: 1.5 }),
    `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="8" fill="#DADDE0" stroke="${C.slate}" stroke-width="1.5"/>`,
    `<ellipse cx="${x + w / 2}" cy="${y + h}" rx="${w / 2}" ry="8" fill="#C9CDD0" stroke="${C.slate}" stroke-width="1.5"/>`,
    path(`M${x + 10} ${y + 30}l14 18l-6 20M${x + w - 14} ${y + 50}l-10 22`, null, {
      stroke: C.slate,
      sw: 1.5,
    }),
  ]);

export const labModules = () => ({
  body: [
    backdrop(W, H),
    ...[
      ['Module 1', 'Soil, rock and aggregate', C.clay, 90],
      ['Module 2', 'Concrete', C.slate, 440],
      ['Module 3', 'Asphalt', C.soil, 790],
    ].map(([module, name, color, x]) =>
      g([
        shadow(x, 140, 320, 520, 12),
        rect(x, 140, 320, 520, C.white, { rx: 12, stroke: C.line, sw: 1 }),
        path(`M${x} 210V152q0 -12 12 -12H${x + 308}q12 0 12 12V210Z`, color),
        text(x + 24, 172, module, { size: 13, weight: 600, fill: C.paper }),
        text(x + 24, 196, name, { size: 17, weight: 700, fill: C.white }),
      ]),
    ),
    text(114, 246, 'Atterberg limits', { size: 14, weight: 700 }),
    limitsPlot(124, 262, 250, 130),
    ...[
      ['LL', '48 %'],
      ['PL', '22 %'],
      ['PI', '26 %'],
    ].map(([k, v], i) =>
      g([
        rect(114 + i * 92, 414, 82, 56, C.paper, { rx: 8 }),
        text(126 + i * 92, 436, k, { size: 12, fill: C.rock }),
        text(126 + i * 92, 458, v, { size: 16, weight: 700, fill: C.clay }),
      ]),
    ),
    ...['Moisture content', 'Particle size', 'Compaction, CBR', 'Point load'].map((t, i) =>
      g([statusMark(126, 508 + i * 36, true), text(148, 513 + i * 36, t, { size: 13 })]),
    ),
    text(464, 246, 'Compressive strength', { size: 14, weight: 700 }),
    cylinder(480, 280, 70, 130),
    barChart(590, 280, 150, 130, [0.55, 0.72, 0.86], [C.slate, C.water]),
    text(464, 460, '32.5 MPa', { size: 30, weight: 700, fill: C.deep }),
    text(464, 484, '28-day average, 3 cylinders', { size: 13, fill: C.slate }),
    ...['Slump', 'Curing register', 'Cores'].map((t, i) =>
      g([statusMark(476, 524 + i * 36, true), text(498, 529 + i * 36, t, { size: 13 })]),
    ),
    text(814, 246, 'Density and binder', { size: 14, weight: 700 }),
    table(814, 262, [130, 142], 4, {
      rowH: 38,
      headers: ['Test', 'Result'],
      cell: (r, c, cx, cy) =>
        text(
          cx,
          cy + 5,
          [
            ['Bulk density', '2.41 t/m³'],
            ['Air voids', '4.8 %'],
            ['Binder', '5.2 %'],
            ['Marshall', '11.6 kN'],
          ][r][c],
          {
            size: 13,
            weight: c ? 700 : 400,
            fill: c ? C.soil : C.ink,
          },
        ),
    }),
    chip(814, 470, 'Within specification', C.moss, { w: 150 }),
    textBars(814, 520, [260, 200, 230], { h: 6, gap: 18 }),
    button(814, 600, 272, 'Open test sheet', C.soil),
  ],
});

const EQUIPMENT = [
  ['Balance 3 kg', 'BAL-02', '12 Mar', 'In date', C.moss],
  ['Oven 110 °C', 'OVN-01', '04 Jan', 'In date', C.moss],
  ['Sieve set 75 µm', 'SV-14', '22 Nov', 'Due in 9 days', C.clay],
  ['Compression machine', 'CM-01', '18 Sep', 'Out of calibration', C.accent],
  ['CBR load frame', 'CBR-02', '30 May', 'In date', C.moss],
];

export const calibration = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Equipment register', barFill: C.deep, nav: true }),
    text(160, 126, 'Equipment and calibration', { size: 20, weight: 700 }),
    table(160, 150, [230, 110, 120, 200], 5, {
      rowH: 62,
      headers: ['Equipment', 'ID', 'Calibrated', 'Status'],
      highlight: 3,
      cell: (r, c, cx, cy) => {
        const [name, id, date, status, color] = EQUIPMENT[r];
        if (c === 3) return chip(cx, cy - 11, status, color, { w: status.length * 7 + 24 });
        return text(cx, cy + 5, [name, id, date][c], {
          size: 14,
          weight: c === 0 ? 600 : 400,
          fill: c === 1 ? C.deep : C.ink,
        });
      },
    }),
    rect(160, 560, 660, 150, C.paper, { rx: 10, stroke: C.accent, sw: 1.5 }),
    statusMark(196, 600, false),
    text(224, 606, 'CM-01 cannot be used for new tests', { size: 16, weight: 700 }),
    text(224, 630, 'Recording is blocked until the calibration certificate is uploaded.', {
      size: 13,
      fill: C.slate,
    }),
    button(224, 652, 200, 'Upload certificate'),
    card(850, 150, 240, 330, 'Certificate'),
    textBars(870, 196, [180, 140, 160, 120], { h: 6, gap: 16 }),
    circle(970, 360, 56, 'none', { stroke: C.moss, sw: 3 }),
    circle(970, 360, 44, 'none', { stroke: C.moss, sw: 1.5 }),
    text(970, 356, 'NATA', { size: 16, weight: 700, fill: C.moss, anchor: 'middle' }),
    text(970, 376, 'Accredited', { size: 11, fill: C.moss, anchor: 'middle' }),
    path('M874 456c16 -18 26 8 42 -4s24 -8 36 2', null, { stroke: C.ink, sw: 2 }),
    card(850, 500, 240, 210, 'Technicians'),
    ...['Compaction', 'Concrete', 'Asphalt'].map((skill, i) =>
      g([
        circle(886, 562 + i * 46, 14, [C.clay, C.water, C.soil][i]),
        text(910, 567 + i * 46, skill, { size: 13, fill: C.slate }),
        statusMark(1060, 562 + i * 46, i !== 2),
      ]),
    ),
  ],
});
