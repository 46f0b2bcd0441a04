// Scene motifs for the blog topics, each drawn in a 600x400 box at the origin.
import { groundBands } from './field-scene.mjs';
import { logSheet, waterMark } from './log-sheet.mjs';
import { SOIL_FLAT } from './patterns.mjs';
import { loggingScreen } from './screens.mjs';
import { boreholeSymbol, siteMap } from './site-map.mjs';
import { C, circle, g, line, n, path, poly, rect, rng, text, textBars } from './svg.mjs';
import { chip, shadow, tablet } from './ui.mjs';

/** Blog 1: a paper field sheet on a clipboard handing over to a tablet. */
export const paperToTablet = () =>
  g([
    g(
      [
        shadow(20, 30, 220, 300, 8),
        rect(20, 30, 220, 300, C.soil, { rx: 10 }),
        rect(34, 52, 192, 264, C.white, { rx: 3 }),
        rect(96, 20, 68, 26, C.rock, { rx: 6 }),
        ...Array.from({ length: 9 }, (_, i) =>
          path(`M48 ${80 + i * 26}c12 -6 20 6 32 0s20 -6 ${n(40 + (i % 3) * 20)} 2`, null, {
            stroke: C.slate,
            sw: 2,
            opacity: 0.7,
          }),
        ),
        line(44, 70, 44, 300, C.accent, 1.5, { opacity: 0.5 }),
      ],
      { transform: 'rotate(-6 130 180)' },
    ),
    path('M262 190H320', null, { stroke: C.accent, sw: 6 }),
    path('M314 176L336 190L314 204Z', C.accent),
    tablet(350, 40, 240, 320, (x, y, w, h) => loggingScreen(x, y, w, h, { title: 'BH-01' })),
  ]);

/** Blog 2: a Casagrande plasticity chart with the A-line and USCS group symbols. */
export const plasticityChart = () => {
  const X = (ll) => 70 + (ll / 100) * 480;
  const Y = (pi) => 340 - (pi / 60) * 300;
  const pts = [
    [32, 14],
    [38, 18],
    [45, 22],
    [55, 30],
    [62, 34],
    [40, 10],
    [58, 20],
    [70, 28],
    [28, 9],
  ];
  return g([
    rect(20, 10, 560, 380, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    ...[20, 40, 60, 80].map((v) => line(X(v), Y(0), X(v), Y(60), C.line, 1)),
    ...[20, 40].map((v) => line(X(0), Y(v), X(100), Y(v), C.line, 1)),
    line(X(0), Y(0), X(100), Y(0), C.slate, 2),
    line(X(0), Y(0), X(0), Y(60), C.slate, 2),
    line(X(50), Y(0), X(50), Y(60), C.rock, 2, { dash: '6 6' }),
    path(
      poly([
        [X(20), Y(0)],
        [X(100), Y(58.4)],
      ]),
      null,
      { stroke: C.accent, sw: 3 },
    ),
    path(
      poly([
        [X(8), Y(0)],
        [X(75), Y(60.3)],
      ]),
      null,
      { stroke: C.water, sw: 2, dash: '8 6' },
    ),
    text(X(34), Y(36), 'CL', { size: 26, weight: 700, fill: C.clay }),
    text(X(70), Y(48), 'CH', { size: 26, weight: 700, fill: C.clay }),
    text(X(34), Y(4), 'ML', { size: 22, weight: 700, fill: C.rock }),
    text(X(74), Y(16), 'MH', { size: 22, weight: 700, fill: C.rock }),
    text(X(88), Y(44), 'A-line', { size: 12, weight: 600, fill: C.accent }),
    ...pts.map(([ll, pi]) => circle(X(ll), Y(pi), 5, C.deep)),
    text(X(50), 380, 'Liquid limit', { size: 12, fill: C.slate, anchor: 'middle' }),
    text(36, Y(30), 'PI', { size: 12, weight: 600, fill: C.slate, anchor: 'middle' }),
  ]);
};

/** Blog 3: SPT N-values plotted against depth, beside a split-spoon sampler. */
export const sptPlot = () => {
  const rand = rng(5);
  const data = Array.from({ length: 14 }, (_, i) => [6 + i * 2.6 + rand() * 10, i]);
  const X = (v) => 190 + (v / 60) * 360;
  const Y = (d) => 50 + d * 23;
  return g([
    rect(20, 10, 130, 380, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    rect(74, 30, 22, 60, C.slate, { rx: 3 }),
    rect(62, 90, 46, 22, C.rock, { rx: 3 }),
    line(85, 112, 85, 180, C.rock, 8, { cap: 'butt' }),
    rect(70, 180, 30, 150, C.slate, { rx: 4 }),
    rect(76, 192, 18, 120, SOIL_FLAT.clay),
    path('M70 330L85 370L100 330Z', C.slate),
    rect(170, 10, 410, 380, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    ...[0, 10, 20, 30, 40, 50].map(
      (v) =>
        line(X(v), Y(0) - 10, X(v), Y(13) + 10, C.line, 1) +
        text(X(v), 34, String(v), { size: 11, fill: C.rock, anchor: 'middle' }),
    ),
    rect(X(30), Y(0) - 10, X(60) - X(30), Y(13) - Y(0) + 20, C.accent, { opacity: 0.07 }),
    path(poly(data.map(([v, d]) => [X(v), Y(d)])), null, { stroke: C.water, sw: 2.5 }),
    ...data.map(([v, d]) => circle(X(v), Y(d), 5.5, v > 30 ? C.accent : C.deep)),
    text(556, 376, 'SPT N', { size: 12, weight: 600, fill: C.slate, anchor: 'end' }),
  ]);
};

/** Blog 4: a CPT cone resistance trace next to the borehole log it was paired with. */
export const cptBeside = () => {
  const rand = rng(9);
  const qc = Array.from({ length: 60 }, (_, i) => {
    const base = i < 14 ? 1.5 : i < 30 ? 4 + i * 0.1 : i < 44 ? 12 : 22;
    return [370 + Math.min(190, (base + rand() * 3) * 8), 40 + i * 5.6];
  });
  return g([
    logSheet(20, 10, 300, 380, { compact: true, flat: true, seed: 2 }),
    rect(340, 10, 240, 380, C.white, { rx: 8, stroke: C.line, sw: 1 }),
    ...[0, 1, 2, 3].map((i) => line(370 + i * 60, 30, 370 + i * 60, 380, C.line, 1)),
    path(poly(qc), null, { stroke: C.clay, sw: 2.5 }),
    text(360, 28, 'qc', { size: 12, weight: 700, fill: C.clay }),
    path(poly(qc.map(([x, y], i) => [370 + (x - 370) * 0.25 + (i % 5), y])), null, {
      stroke: C.water,
      sw: 2,
      opacity: 0.8,
    }),
    text(420, 28, 'fs', { size: 12, weight: 700, fill: C.water }),
    ...[0.24, 0.5, 0.73].map((f) =>
      line(20, 10 + f * 380, 580, 10 + f * 380, C.accent, 1.5, { dash: '6 5' }),
    ),
  ]);
};

/** Blog 5: a cross-section with a water table, a standpipe piezometer and seepage. */
export const groundwaterSection = () =>
  g([
    `<clipPath id="gw"><rect x="20" y="10" width="560" height="380" rx="12"/></clipPath>`,
    g(
      [
        rect(20, 10, 560, 380, C.lightWater, { opacity: 0.5 }),
        groundBands(20, 130, 560, 260, {
          seed: 2,
          colors: ['#9DB38A', '#8A6A4F', '#E2CFA9', '#E2CFA9', '#B9AE9C', C.rock],
        }),
        path('M20 232C140 222 260 246 380 236S520 226 580 232V390H20Z', C.water, { opacity: 0.28 }),
        path('M20 232C140 222 260 246 380 236S520 226 580 232', null, { stroke: C.water, sw: 3 }),
        rect(286, 96, 18, 250, C.white, { stroke: C.slate, sw: 2 }),
        rect(290, 236, 10, 108, C.water, { opacity: 0.8 }),
        path('M286 280h18M286 296h18M286 312h18M286 328h18', null, { stroke: C.slate, sw: 1.5 }),
        rect(280, 86, 30, 14, C.slate, { rx: 3 }),
        waterMark(200, 226, 1.3),
        waterMark(460, 228, 1.3),
        path('M60 90l-8 12a10 10 0 1 0 16 0Z', C.water),
        path('M110 70l-8 12a10 10 0 1 0 16 0Z', C.water, { opacity: 0.7 }),
        path('M500 60l-8 12a10 10 0 1 0 16 0Z', C.water, { opacity: 0.8 }),
      ],
      { 'clip-path': 'url(#gw)' },
    ),
    chip(330, 150, 'Standing water 3.2 m', C.deep, { w: 160 }),
  ]);

/** Blog 6: a GIS map of the investigation with a selected borehole. */
export const gisView = () => {
  const map = siteMap(20, 10, 560, 380, { clipId: 'gis6', rx: 12, seed: 8 });
  const [px, py] = map.pos[1];
  return g([
    map.markup,
    boreholeSymbol(px, py, 11, C.accent),
    rect(px + 24, py - 90, 170, 104, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    text(px + 40, py - 62, 'BH-02', { size: 15, weight: 700 }),
    textBars(px + 40, py - 48, [120, 90, 110], { h: 5, gap: 12 }),
    rect(px + 40, py - 10, 70, 14, C.accent, { rx: 4 }),
  ]);
};
