// Getting data out: a full project export in open formats and the REST API with webhooks.

import { button, card, fileIcon, progress } from '../lib/panels.mjs';
import { boreholeSymbol } from '../lib/site-map.mjs';
import { C, circle, g, line, n, path, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, shadow } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

const W = 1200;
const H = 800;

/** A folder icon. */
const folder = (x, y, color = C.clay) =>
  g([path(`M${x} ${y + 4}q0 -4 4 -4h10l4 5h14q4 0 4 4v17q0 4 -4 4h-28q-4 0 -4 -4Z`, color)]);

const TREE = [
  ['Ridge Road', 0, true, ''],
  ['logs', 1, true, '24 PDF'],
  ['photos', 1, true, '312 JPG'],
  ['lab', 1, true, '86 results'],
  ['boreholes.csv', 1, false, '24 rows'],
  ['results.xlsx', 1, false, '6 sheets'],
  ['project.ags', 1, false, 'AGS 4'],
];

/** A globe drawn with meridians and parallels. */
const globe = (cx, cy, r) => {
  const k = (f) => n(r * f);
  return g([
    circle(cx, cy, r, C.lightWater, { stroke: C.water, sw: 2 }),
    `<ellipse cx="${cx}" cy="${cy}" rx="${k(0.45)}" ry="${r}" fill="none" stroke="${C.water}" stroke-width="1.5"/>`,
    line(cx, cy - r, cx, cy + r, C.water, 1.5),
    line(cx - r, cy, cx + r, cy, C.water, 1.5),
    path(
      `M${n(cx - r * 0.9)} ${n(cy - r * 0.45)}H${n(cx + r * 0.9)}M${n(cx - r * 0.9)} ${n(cy + r * 0.45)}H${n(cx + r * 0.9)}`,
      null,
      { stroke: C.water, sw: 1.5 },
    ),
    path(
      `M${n(cx - r * 0.35)} ${n(cy + r * 0.1)}q${k(0.2)} ${k(-0.5)} ${k(0.6)} ${k(-0.3)}t${k(0.3)} ${k(0.4)}q${k(-0.3)} ${k(0.3)} ${k(-0.9)} ${k(-0.1)}Z`,
      C.moss,
    ),
  ]);
};

export const dataExport = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Export project' }),
    card(110, 110, 440, 450, 'Everything in this project'),
    ...TREE.map(([name, depth, isFolder, note], i) =>
      g([
        isFolder
          ? folder(136 + depth * 34, 150 + i * 50, depth ? C.clay : C.deep)
          : rect(140 + depth * 34, 150 + i * 50, 28, 30, C.white, {
              rx: 3,
              stroke: C.rock,
              sw: 1.5,
            }),
        text(186 + depth * 34, 171 + i * 50, name, { size: 15, weight: depth ? 600 : 700 }),
        note ? text(530, 171 + i * 50, note, { size: 13, fill: C.rock, anchor: 'end' }) : '',
      ]),
    ),
    progress(130, 530, 400, 1, C.moss, 'Package ready', '1.8 GB'),
    ...[
      ['CSV', C.moss],
      ['XLSX', C.water],
      ['AGS 4', C.clay],
      ['PDF', C.accent],
    ].map(([label, color], i) => fileIcon(624 + i * 118, 140, label, color, 1.2)),
    path('M600 278H1090', null, { stroke: C.line, sw: 1.5 }),
    text(600, 262, 'Open formats, any time', { size: 15, weight: 700, fill: C.slate }),
    card(600, 300, 490, 260, 'Where your data is hosted'),
    globe(700, 440, 72),
    ...[
      ['Australia', true],
      ['North America', false],
      ['European Union', false],
    ].map(([region, on], i) =>
      g([
        rect(810, 360 + i * 56, 250, 42, on ? C.lightWater : C.white, {
          rx: 8,
          stroke: on ? C.water : C.line,
          sw: 1.5,
        }),
        circle(832, 381 + i * 56, 7, on ? C.water : C.white, { stroke: C.water, sw: 2 }),
        text(850, 386 + i * 56, region, { size: 14, weight: on ? 700 : 400 }),
      ]),
    ),
    card(110, 590, 980, 130, ''),
    rect(140, 630, 40, 32, C.slate, { rx: 6 }),
    path('M148 630v-10a12 12 0 0 1 24 0v10', null, { stroke: C.slate, sw: 4 }),
    circle(160, 646, 4, C.white),
    text(200, 642, 'Encrypted in transit and at rest', { size: 16, weight: 700 }),
    text(200, 664, 'Your data stays yours: export a whole project in one download', {
      size: 13,
      fill: C.slate,
    }),
    button(890, 628, 170, 'Download export'),
  ],
});

// [text, colour, weight, indent]
const CODE = [
  ['GET /v1/projects/RR-24/boreholes', C.lightWater, 700, 0],
  ['200 OK', '#9DB38A', 600, 0],
  ['[{', C.paper, 400, 0],
  ['"id": "BH-07",', C.paper, 400, 1],
  ['"easting": 502418.3,', C.paper, 400, 1],
  ['"depth_m": 14.6,', C.paper, 400, 1],
  ['"status": "checked"', C.paper, 400, 1],
  ['}, …]', C.paper, 400, 0],
];

const TOOLS = [
  ['GIS', 'Borehole layer refreshed', C.moss],
  ['Design', 'Ground model updated', C.water],
  ['Reporting', 'Summary tables rebuilt', C.clay],
];

export const openApi = () => ({
  body: [
    backdrop(W, H),
    shadow(90, 110, 560, 420, 12),
    rect(90, 110, 560, 420, C.ink, { rx: 12 }),
    rect(90, 110, 560, 40, C.slate, { rx: 12 }),
    rect(90, 138, 560, 12, C.slate),
    text(114, 136, 'TabLogs REST API', { size: 14, weight: 700, fill: C.paper }),
    text(626, 136, 'Token auth', { size: 13, weight: 600, fill: '#9DB38A', anchor: 'end' }),
    ...CODE.map(([l, color, weight, indent], i) =>
      text(118 + indent * 28, 196 + i * 38, l, {
        size: 17,
        weight,
        fill: color,
        opacity: i > 1 ? 0.9 : 1,
      }),
    ),
    card(90, 560, 560, 170, 'Webhooks'),
    ...[
      ['log.checked', 'POST https://gis.example/hooks'],
      ['result.approved', 'POST https://design.example/in'],
    ].map(([event, target], i) =>
      g([
        rect(110, 604 + i * 56, 150, 40, C.lightWater, { rx: 8 }),
        text(185, 629 + i * 56, event, { size: 13, weight: 700, fill: C.deep, anchor: 'middle' }),
        line(268, 624 + i * 56, 300, 624 + i * 56, C.water, 2.5),
        text(310, 629 + i * 56, target, { size: 13, fill: C.slate }),
      ]),
    ),
    ...TOOLS.map(([name, note, color], i) => {
      const y = 150 + i * 190;
      return g([
        path(`M650 ${320}C720 ${320} 700 ${y + 60} 780 ${y + 60}`, null, {
          stroke: color,
          sw: 3,
          dash: '2 9',
        }),
        circle(780, y + 60, 6, color),
        card(790, y, 310, 130, name, { lifted: true }),
        rect(810, y + 48, 60, 60, color, { rx: 10, opacity: 0.16 }),
        i === 0 ? boreholeSymbol(840, y + 78, 12) : '',
        i === 1 ? path(`M822 ${y + 96}l18 -30l18 30Z`, null, { stroke: color, sw: 3 }) : '',
        i === 2 ? textBars(822, y + 62, [36, 28, 36], { h: 5, gap: 11, fill: color }) : '',
        text(886, y + 74, note, { size: 13, weight: 600 }),
        textBars(886, y + 88, [150], { h: 6 }),
      ]);
    }),
  ],
});
