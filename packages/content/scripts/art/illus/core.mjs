// The headline product illustrations: borehole log, dashboard, 3D model and GIS map.
import { logSheet } from '../lib/log-sheet.mjs';
import { SOIL, SOIL_FLAT, soilPatterns } from '../lib/patterns.mjs';
import { boreholeSymbol, siteMap } from '../lib/site-map.mjs';
import { strataBlock } from '../lib/strata-block.mjs';
import { C, circle, g, line, path, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, barChart, chip, donut, kpiCard, lineChart, table } from '../lib/ui.mjs';
import { backdrop, legendRow } from './backdrop.mjs';

const W = 1200;
const H = 800;

export const boreholeLog = () => ({
  defs: soilPatterns(),
  body: [
    backdrop(W, H),
    appWindow(110, 60, 980, 680, { title: 'BH-07  Borehole log' }),
    logSheet(140, 120, 600, 590, { waterAt: 0.41, highlight: 1 }),
    rect(770, 120, 290, 200, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
    text(790, 150, 'Hole details', { size: 15, weight: 700 }),
    ...[0, 1, 2, 3].map(
      (i) =>
        textBars(790, 172 + i * 34, [70], { fill: C.rock, h: 5 }) +
        textBars(880, 170 + i * 34, [150 - i * 18], { h: 9, fill: C.line }),
    ),
    rect(770, 340, 290, 150, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
    text(790, 370, 'Layer 2', { size: 15, weight: 700 }),
    chip(790, 388, 'CL  Clay', C.clay),
    chip(880, 388, 'Firm', C.moss),
    textBars(790, 428, [240, 200, 150], { h: 6, gap: 14 }),
    rect(770, 510, 290, 200, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
    text(790, 540, 'Legend', { size: 15, weight: 700 }),
    legendRow(790, 556, SOIL.clay, 'Clay'),
    legendRow(790, 584, SOIL.silt, 'Silt'),
    legendRow(790, 612, SOIL.sand, 'Sand'),
    legendRow(910, 556, SOIL.gravel, 'Gravel'),
    legendRow(910, 584, SOIL.rock, 'Rock'),
    legendRow(910, 612, SOIL.fill, 'Fill'),
    rect(790, 652, 120, 36, C.accent, { rx: 8 }),
    text(850, 675, 'Export PDF', { size: 13, weight: 600, fill: C.white, anchor: 'middle' }),
  ],
});

const projects = ['North Quay', 'Ridge Road', 'Harbour Link', 'Mill Creek'];
const status = [
  ['Drilling', C.water],
  ['In review', C.clay],
  ['Complete', C.moss],
  ['Drilling', C.water],
];

export const dashboard = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Dashboard', nav: true }),
    ...[
      ['128', C.water],
      ['2,460 m', C.clay],
      ['36', C.moss],
      ['94%', C.accent],
    ].map(([v, c], i) => kpiCard(160 + i * 236, 110, 216, 110, v, c, i)),
    rect(160, 240, 460, 250, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(180, 270, 'Metres drilled', { size: 14, weight: 700 }),
    barChart(185, 300, 410, 165, [0.35, 0.5, 0.42, 0.7, 0.62, 0.86, 0.74, 0.95], [C.water, C.deep]),
    rect(640, 240, 440, 250, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(660, 270, 'Samples to lab', { size: 14, weight: 700 }),
    lineChart(665, 300, 240, 165, [0.2, 0.35, 0.3, 0.55, 0.5, 0.72, 0.8], C.clay),
    donut(995, 370, 48, [0.55, 0.3, 0.15], [C.moss, C.water, C.accent]),
    text(995, 376, '55%', { size: 16, weight: 700, anchor: 'middle' }),
    rect(160, 510, 920, 220, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(180, 540, 'Projects', { size: 14, weight: 700 }),
    table(180, 556, [300, 180, 180, 220], 3, {
      rowH: 40,
      headers: ['Project', 'Boreholes', 'Logged', 'Status'],
      highlight: 0,
      cell: (r, c, cx, cy) => {
        if (c === 0) return text(cx, cy + 5, projects[r], { size: 13, weight: 600 });
        if (c === 1) return text(cx, cy + 5, String([24, 9, 41][r]), { size: 13 });
        if (c === 2)
          return (
            rect(cx, cy - 4, 140, 8, C.sand, { rx: 4 }) +
            rect(cx, cy - 4, 140 * [0.7, 0.4, 1][r], 8, C.moss, { rx: 4 })
          );
        return chip(cx, cy - 11, status[r][0], status[r][1]);
      },
    }),
  ],
});

export const model3d = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: '3D ground model', barFill: C.deep }),
    rect(96, 100, 1008, 634, '#F3ECDD', { rx: 10 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(112, 116 + i * 50, 38, 38, i === 1 ? C.water : C.white, {
        rx: 8,
        stroke: C.line,
        sw: 1,
      }),
    ),
    strataBlock(520, 250, 34),
    rect(900, 110, 200, 250, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(918, 138, 'Strata', { size: 15, weight: 700 }),
    ...[
      ['#8A6A4F', 'Fill'],
      [C.clay, 'Clay'],
      ['#E2CFA9', 'Sand'],
      [C.water, 'Groundwater'],
      ['#B9AE9C', 'Gravel'],
      [C.rock, 'Rock'],
    ].map(([c, l], i) => legendRow(918, 156 + i * 30, c, l)),
    g([
      line(160, 690, 210, 690, C.accent, 3),
      line(160, 690, 160, 640, C.moss, 3),
      line(160, 690, 125, 712, C.water, 3),
    ]),
    text(215, 694, 'x', { size: 12, fill: C.accent }),
    text(155, 634, 'z', { size: 12, fill: C.moss }),
    text(112, 720, 'y', { size: 12, fill: C.water }),
    rect(900, 640, 200, 80, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(918, 668, 'Vertical exaggeration', { size: 12, fill: C.slate }),
    rect(918, 686, 164, 6, C.sand, { rx: 3 }),
    rect(918, 686, 90, 6, C.water, { rx: 3 }),
    circle(1008, 689, 9, C.white, { stroke: C.water, sw: 3 }),
  ],
});

export const gisMap = () => {
  const map = siteMap(96, 100, 1008, 634, { clipId: 'gis', rx: 10 });
  const [px, py] = map.pos[2];
  return {
    body: [
      backdrop(W, H),
      appWindow(80, 50, 1040, 700, { title: 'Site map' }),
      map.markup,
      boreholeSymbol(px, py, 11, C.accent),
      rect(110, 110, 200, 170, C.white, { rx: 10, stroke: C.line, sw: 1 }),
      text(128, 138, 'Layers', { size: 15, weight: 700 }),
      ...['Boreholes', 'Contours', 'Site boundary', 'Aerial'].map((l, i) =>
        g([
          rect(128, 154 + i * 30, 16, 16, i < 3 ? C.water : C.white, {
            rx: 4,
            stroke: C.water,
            sw: 1.5,
          }),
          text(154, 167 + i * 30, l, { size: 13, fill: C.slate }),
        ]),
      ),
      path(`M${px + 14} ${py - 8}l22 -14v28Z`, C.white),
      rect(px + 34, py - 130, 250, 210, C.ink, {
        rx: 12,
        opacity: 0.08,
        transform: 'translate(4 8)',
      }),
      rect(px + 34, py - 130, 250, 210, C.white, { rx: 12, stroke: C.line, sw: 1 }),
      text(px + 54, py - 100, 'BH-03', { size: 18, weight: 700 }),
      chip(px + 200, py - 118, 'Logged', C.moss),
      ...['clay', 'silt', 'sand', 'gravel'].map((s, i) =>
        rect(px + 54, py - 80 + i * 30, 26, 30, SOIL_FLAT[s]),
      ),
      textBars(px + 94, py - 72, [150, 110, 140, 90, 120], { gap: 22, h: 6 }),
      rect(px + 54, py + 40, 110, 28, C.accent, { rx: 7 }),
      text(px + 109, py + 59, 'Open log', {
        size: 12,
        weight: 600,
        fill: C.white,
        anchor: 'middle',
      }),
      rect(1040, 640, 56, 90, C.white, { rx: 10, stroke: C.line, sw: 1 }),
      text(1068, 678, '+', { size: 24, weight: 600, anchor: 'middle', fill: C.slate }),
      line(1054, 686, 1082, 686, C.line, 1),
      text(1068, 718, '\u2212', { size: 24, weight: 600, anchor: 'middle', fill: C.slate }),
    ],
  };
};
