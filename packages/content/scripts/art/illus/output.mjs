// Outputs of the data: batch reports, a geological section and a combined map and 3D view.
import { logSheet, waterMark } from '../lib/log-sheet.mjs';
import { button, card, checkbox, progress } from '../lib/panels.mjs';
import { SOIL, SOIL_FLAT, soilPatterns } from '../lib/patterns.mjs';
import { boreholeSymbol, siteMap } from '../lib/site-map.mjs';
import { strataBlock } from '../lib/strata-block.mjs';
import { C, g, line, path, poly, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, chip, shadow } from '../lib/ui.mjs';
import { backdrop, legendRow } from './backdrop.mjs';

const W = 1200;
const H = 800;

/** A report page: white sheet with a coloured header band and a title. */
const sheet = (x, y, w, h, band, title) =>
  g([
    shadow(x, y, w, h, 4),
    rect(x, y, w, h, C.white, { rx: 4, stroke: C.line, sw: 1 }),
    rect(x, y, w, 10, band, { rx: 2 }),
    text(x + 24, y + 44, title, { size: 15, weight: 700, fill: C.deep }),
  ]);

const OUTPUTS = [
  ['Borehole logs (PDF)', true],
  ['SPT summary table', true],
  ['Laboratory results table', true],
  ['Core photo sheets', true],
  ['Site plan', false],
  ['AGS 4 data file', true],
];

export const batchReports = () => ({
  defs: soilPatterns(),
  body: [
    backdrop(W, H),
    // The project's other logs, fanned out behind the one on top.
    ...[C.rock, C.moss, C.clay, C.water].map((band, i) =>
      g([sheet(100 + i * 34, 90 + i * 22, 380, 540, band, '')], {
        transform: `rotate(${-6 + i * 2} ${290 + i * 34} ${360 + i * 22})`,
      }),
    ),
    sheet(240, 170, 400, 560, C.deep, 'BH-05  Borehole log'),
    textBars(264, 226, [170, 110], { h: 5, gap: 11, fill: C.rock }),
    logSheet(264, 260, 352, 440, { compact: true, seed: 11 }),
    card(700, 110, 400, 600, 'Export factual report', { lifted: true }),
    text(720, 164, 'Harbour Link, 18 boreholes', { size: 13, fill: C.slate }),
    ...OUTPUTS.map(([label, on], i) =>
      g([
        checkbox(720, 194 + i * 46, on),
        text(750, 208 + i * 46, label, { size: 14, weight: on ? 600 : 400 }),
      ]),
    ),
    text(720, 486, 'Template', { size: 12, fill: C.rock }),
    rect(720, 496, 360, 40, C.paper, { rx: 8, stroke: C.line, sw: 1 }),
    text(736, 521, 'Company standard log v4', { size: 14, weight: 600 }),
    progress(720, 590, 360, 12 / 18, C.water, 'Rendering logs', '12 of 18'),
    chip(720, 618, 'Issued logs locked, revision B', C.moss, { w: 210 }),
    button(900, 656, 180, 'Export'),
  ],
});

// Depths (y) of each surface at the four logs; strata fill the space between surfaces.
const LOG_X = [230, 470, 720, 950];
const SURFACES = [
  [200, 190, 205, 214],
  [232, 226, 240, 246],
  [318, 300, 348, 382],
  [440, 416, 458, 470],
  [520, 540, 560, 528],
  [660, 660, 660, 660],
];
const STRATA = ['fill', 'clay', 'sand', 'gravel', 'rock'];
const EDGE_L = 130;
const EDGE_R = 1070;

const across = (ys) => [
  [EDGE_L, ys[0]],
  ...LOG_X.map((x, i) => [x, ys[i]]),
  [EDGE_R, ys[ys.length - 1]],
];

export const crossSection = () => {
  const strata = STRATA.map((soil, i) => {
    const top = across(SURFACES[i]);
    const bottom = across(SURFACES[i + 1]).reverse();
    return path(poly([...top, ...bottom], true), SOIL_FLAT[soil], { opacity: 0.55 });
  });
  const logs = LOG_X.map((x, h) => {
    const parts = STRATA.map((soil, i) => {
      const y0 = SURFACES[i][h];
      const y1 = i === STRATA.length - 1 ? 600 + h * 12 : SURFACES[i + 1][h];
      return rect(x - 12, y0, 24, y1 - y0, SOIL[soil], { stroke: C.ink, sw: 1 });
    });
    const spt = [6, 9, 14, 18, 27, 36, 48];
    spt.forEach((v, k) => {
      const y = SURFACES[0][h] + 30 + k * 56;
      if (y < 590) parts.push(rect(x + 16, y, v * 1.4, 7, v > 30 ? C.accent : C.water, { rx: 2 }));
    });
    parts.push(
      text(x, SURFACES[0][h] - 18, `BH-0${h + 1}`, {
        size: 13,
        weight: 700,
        anchor: 'middle',
      }),
      text(x, 688, `${[2.1, 0.4, 3.6, 1.2][h]} m off`, {
        size: 11,
        fill: C.rock,
        anchor: 'middle',
      }),
    );
    return g(parts);
  });
  const water = across([268, 262, 276, 284]);
  return {
    defs: soilPatterns(),
    body: [
      backdrop(W, H),
      appWindow(80, 50, 1040, 700, { title: 'Section A–A′  Harbour Link' }),
      rect(100, 100, 1000, 630, '#F3ECDD', { rx: 8 }),
      ...strata,
      path(poly(across(SURFACES[0])), null, { stroke: C.moss, sw: 4 }),
      path(poly(water), null, { stroke: C.water, sw: 2.5, dash: '10 6' }),
      waterMark(590, 270, 1.2),
      ...logs,
      ...[0, 1, 2, 3, 4].map((i) =>
        g([
          line(112, 200 + i * 110, 124, 200 + i * 110, C.slate, 1.5),
          text(110, 194 + i * 110, `RL ${24 - i * 5}`, { size: 10, fill: C.rock }),
        ]),
      ),
      text(EDGE_L - 8, 160, 'A', { size: 18, weight: 700, fill: C.accent }),
      text(EDGE_R - 8, 160, 'A′', { size: 18, weight: 700, fill: C.accent }),
      button(900, 680, 84, 'PDF', C.deep, 34),
      button(994, 680, 84, 'DXF', C.deep, 34),
    ],
  };
};

export const mapAndModel = () => {
  const map = siteMap(110, 150, 470, 500, { clipId: 'map-view', rx: 8, seed: 6 });
  return {
    body: [
      backdrop(W, H),
      appWindow(80, 50, 1040, 700, { title: 'Site view  Ridge Road' }),
      rect(110, 102, 150, 34, C.deep, { rx: 8 }),
      text(185, 124, 'Map and 3D', { size: 13, weight: 700, fill: C.white, anchor: 'middle' }),
      rect(270, 102, 120, 34, C.white, { rx: 8, stroke: C.line, sw: 1 }),
      text(330, 124, 'Sections', { size: 13, weight: 600, fill: C.slate, anchor: 'middle' }),
      map.markup,
      line(map.pos[0][0], map.pos[0][1], map.pos[4][0], map.pos[4][1], C.accent, 3, {
        dash: '10 6',
      }),
      rect(600, 150, 490, 500, '#F3ECDD', { rx: 8 }),
      strataBlock(840, 300, 24),
      rect(130, 670, 440, 50, C.white, { rx: 8, stroke: C.line, sw: 1 }),
      boreholeSymbol(156, 695, 8),
      text(174, 700, 'Borehole', { size: 13, fill: C.slate }),
      line(262, 695, 300, 695, C.accent, 3, { dash: '8 5' }),
      text(310, 700, 'Section line', { size: 13, fill: C.slate }),
      rect(420, 687, 24, 16, C.accent, { opacity: 0.15, stroke: C.accent, sw: 1.5 }),
      text(452, 700, 'Site', { size: 13, fill: C.slate }),
      legendRow(620, 676, C.clay, 'Clay'),
      legendRow(710, 676, '#E2CFA9', 'Sand'),
      legendRow(800, 676, C.water, 'Groundwater'),
      legendRow(940, 676, C.rock, 'Rock'),
    ],
  };
};
