// Field app details: offline sync, the description builder, in-situ tests and photos with location.
import { groundBands } from '../lib/field-scene.mjs';
import { waterMark } from '../lib/log-sheet.mjs';
import { button, card, pick, progress } from '../lib/panels.mjs';
import { SOIL_FLAT } from '../lib/patterns.mjs';
import { loggingScreen } from '../lib/screens.mjs';
import { boreholeSymbol, siteMap } from '../lib/site-map.mjs';
import { C, circle, g, line, path, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, chip, cloud, tablet } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

const W = 1200;
const H = 800;

/** Signal bars with a slash through them: no coverage. */
const noSignal = (x, y) =>
  g([
    ...[0, 1, 2, 3].map((i) => rect(x + i * 12, y - 8 - i * 8, 8, 8 + i * 8, C.rock, { rx: 2 })),
    line(x - 6, y + 4, x + 50, y - 40, C.accent, 4),
  ]);

export const offlineSync = () => ({
  body: [
    backdrop(W, H),
    groundBands(0, 640, W, 160, { seed: 9 }),
    tablet(80, 150, 560, 440, (x, y, w, h) =>
      loggingScreen(x, y, w, h, {
        title: 'BH-09  Mill Creek',
        status: 'Offline',
        statusColor: C.clay,
      }),
    ),
    noSignal(110, 110),
    text(180, 104, 'No coverage on site', { size: 15, weight: 700, fill: C.slate }),
    cloud(760, 190, 300, C.lightWater),
    circle(910, 120, 26, C.white, { stroke: C.water, sw: 3 }),
    path('M898 120a12 12 0 1 1 4 9', null, { stroke: C.water, sw: 3 }),
    path('M896 112v10h10', null, { stroke: C.water, sw: 3 }),
    path('M640 330C700 300 720 230 770 200', null, { stroke: C.water, sw: 3, dash: '2 10' }),
    card(690, 250, 430, 360, 'Waiting to sync', { lifted: true }),
    chip(990, 264, '3 logs', C.clay, { w: 70 }),
    ...[
      ['BH-09', 'Logged 4 layers, 6 samples', 'Queued', C.clay],
      ['BH-10', 'Logged 7 layers, SPT x5', 'Queued', C.clay],
      ['TP-04', 'Test pit, 3 photos', 'Queued', C.clay],
      ['BH-08', 'Synced yesterday 17:42', 'Synced', C.moss],
    ].map(([hole, note, status, color], i) =>
      g([
        rect(710, 300 + i * 66, 390, 56, i === 3 ? C.paper : C.white, {
          rx: 8,
          stroke: C.line,
          sw: 1,
        }),
        boreholeSymbol(736, 328 + i * 66, 8),
        text(758, 324 + i * 66, hole, { size: 14, weight: 700 }),
        text(758, 342 + i * 66, note, { size: 12, fill: C.rock }),
        chip(1010, 317 + i * 66, status, color, { w: 76 }),
      ]),
    ),
    progress(710, 580, 390, 0.25, C.water, 'Syncs when coverage returns', '1 of 4'),
  ],
});

const TERMS = [
  ['Soil type', ['Clay', 'Silt', 'Sand', 'Gravel'], 0, C.clay],
  ['Plasticity', ['Low', 'Medium', 'High'], 2, C.water],
  ['Colour', ['Grey', 'Brown', 'Mottled'], 1, C.soil],
  ['Secondary', ['With sand', 'Trace gravel', 'None'], 0, C.moss],
  ['Moisture', ['< PL', '≈ PL', '> PL'], 1, C.deep],
  ['Consistency', ['Soft', 'Firm', 'Stiff', 'Very stiff'], 1, C.slate],
];

export const descriptionBuilder = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'BH-07  Layer 3 description' }),
    text(110, 120, 'Log', { size: 13, weight: 600, fill: C.slate }),
    ...[
      ['fill', 40],
      ['clay', 70],
      ['silt', 60],
      ['clay', 150],
      ['sand', 130],
      ['gravel', 110],
    ].reduce(
      (acc, [soil, h], i) => {
        acc.parts.push(
          rect(110, acc.y, 90, h, SOIL_FLAT[soil], {
            stroke: i === 3 ? C.accent : C.white,
            sw: i === 3 ? 4 : 1,
          }),
        );
        acc.y += h;
        return acc;
      },
      { parts: [], y: 134 },
    ).parts,
    text(230, 120, 'Build the description, term by term', { size: 18, weight: 700 }),
    ...TERMS.map(([label, options, selected, color], row) =>
      g([
        text(230, 168 + row * 62, label, { size: 13, fill: C.rock }),
        ...options.map((option, i) =>
          pick(370 + i * 126, 148 + row * 62, 114, option, i === selected, color),
        ),
      ]),
    ),
    card(230, 540, 860, 170, 'Description'),
    text(250, 606, 'CLAY, high plasticity, brown, with sand; moist (≈ PL); firm.', {
      size: 20,
      weight: 600,
      fill: C.deep,
    }),
    rect(250, 630, 44, 44, C.clay, { rx: 10 }),
    text(272, 658, 'CH', { size: 15, weight: 700, fill: C.white, anchor: 'middle' }),
    text(308, 650, 'Group symbol suggested from the components', { size: 13, fill: C.slate }),
    text(308, 668, 'Edit as free text at any time', { size: 12, fill: C.rock }),
    button(930, 636, 140, 'Save layer'),
  ],
});

/** SPT increment boxes with their blow counts. */
const sptIncrements = (x, y, blows) =>
  g(
    blows.map((b, i) =>
      g([
        rect(x + i * 104, y, 92, 70, C.paper, { rx: 8, stroke: C.line, sw: 1.2 }),
        text(x + i * 104 + 46, y + 42, String(b), {
          size: 28,
          weight: 700,
          fill: i ? C.deep : C.rock,
          anchor: 'middle',
        }),
        text(x + i * 104 + 46, y + 62, `${(i + 1) * 150} mm`, {
          size: 11,
          fill: C.rock,
          anchor: 'middle',
        }),
      ]),
    ),
  );

/** A core box: rows of rock core sticks with breaks. */
const coreBox = (x, y, w, rows, o = {}) => {
  const rowH = o.rowH ?? 26;
  const parts = [rect(x, y, w, rows * (rowH + 8) + 8, '#B68A5E', { rx: 4 })];
  for (let r = 0; r < rows; r++) {
    const ry = y + 8 + r * (rowH + 8);
    parts.push(rect(x + 6, ry, w - 12, rowH, '#8A6A4F', { rx: 3 }));
    let cx = x + 10;
    const pieces = [0.22, 0.1, 0.3, 0.16, 0.18].map((f, i) => f * (1 + ((r + i) % 3) * 0.1));
    const total = pieces.reduce((a, b) => a + b, 0);
    for (const [i, f] of pieces.entries()) {
      const pw = (f / total) * (w - 30);
      const shade = [C.rock, '#8C969C', '#A9B1B6'][(r + i) % 3];
      parts.push(rect(cx, ry + 3, pw - 3, rowH - 6, shade, { rx: (rowH - 6) / 2 }));
      cx += pw;
    }
  }
  return g(parts);
};

export const inSituTests = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'BH-03  In-situ tests' }),
    card(110, 110, 520, 300, 'SPT at 4.50 m'),
    chip(520, 122, 'Sample D4', C.water, { w: 90 }),
    text(130, 164, 'Blows per 150 mm increment', { size: 13, fill: C.rock }),
    sptIncrements(130, 178, [3, 5, 7]),
    rect(130, 272, 300, 110, C.lightWater, { rx: 10 }),
    text(150, 330, 'N = 12', { size: 40, weight: 700, fill: C.deep }),
    text(150, 360, 'Seating drive excluded', { size: 13, fill: C.slate }),
    text(450, 300, 'Refusal', { size: 13, fill: C.slate }),
    rect(450, 312, 56, 28, C.sand, { rx: 14 }),
    circle(466, 326, 11, C.white, { stroke: C.line, sw: 1 }),
    text(450, 370, 'Not reached', { size: 12, fill: C.rock }),
    card(660, 110, 430, 300, 'Core run 3   8.20–9.70 m'),
    coreBox(680, 150, 390, 3),
    progress(680, 300, 390, 0.96, C.moss, 'Recovery', '96%'),
    progress(680, 360, 390, 0.78, C.water, 'RQD', '78%'),
    card(110, 440, 520, 280, 'Samples'),
    ...[
      ['D1', '1.00–1.45 m', 'Disturbed'],
      ['U2', '2.50–2.95 m', 'U50 tube'],
      ['D4', '4.50–4.95 m', 'SPT split spoon'],
      ['ES5', '5.00 m', 'Environmental jar'],
    ].map(([id, depth, kind], i) =>
      g([
        rect(130, 470 + i * 58, 480, 46, i === 2 ? C.lightWater : C.paper, { rx: 8 }),
        rect(146, 483 + i * 58, 20, 20, i % 2 ? C.white : C.slate, { stroke: C.slate, sw: 1.5 }),
        text(182, 499 + i * 58, id, { size: 14, weight: 700, fill: C.deep }),
        text(240, 499 + i * 58, depth, { size: 13, fill: C.slate }),
        text(380, 499 + i * 58, kind, { size: 13, fill: C.rock }),
      ]),
    ),
    card(660, 440, 430, 280, 'Groundwater'),
    waterMark(700, 520, 1.4),
    text(730, 512, 'Strike at 6.30 m', { size: 16, weight: 700 }),
    text(730, 532, '10:42, rose to 5.85 m in 20 min', { size: 13, fill: C.slate }),
    waterMark(700, 600, 1.4),
    text(730, 592, 'Standing level 5.60 m', { size: 16, weight: 700 }),
    text(730, 612, 'Next morning, 07:15', { size: 13, fill: C.slate }),
    textBars(680, 648, [360, 260], { h: 6, gap: 16 }),
  ],
});

export const fieldPhotos = () => {
  const map = siteMap(700, 130, 400, 330, {
    clipId: 'asdrilled',
    rx: 10,
    hills: [[0.25, 0.3]],
    site: [0.2, 0.35, 0.6, 0.45],
    markers: [],
  });
  return {
    body: [
      backdrop(W, H),
      appWindow(80, 50, 1040, 700, { title: 'BH-05  Photos and location' }),
      card(110, 110, 560, 430, 'Core box 2', { fill: C.paper }),
      chip(500, 122, '8.00–11.00 m', C.water, { w: 110 }),
      coreBox(130, 150, 520, 5, { rowH: 40 }),
      text(130, 440, '8.0 m', { size: 12, weight: 600, fill: C.slate }),
      text(650, 440, '11.0 m', { size: 12, weight: 600, fill: C.slate, anchor: 'end' }),
      line(130, 454, 650, 454, C.slate, 1.5),
      ...Array.from({ length: 7 }, (_, i) =>
        line(130 + i * 86.7, 448, 130 + i * 86.7, 460, C.slate, 1.5),
      ),
      rect(130, 474, 44, 44, C.slate, { rx: 10 }),
      circle(152, 496, 11, 'none', { stroke: C.white, sw: 2.5 }),
      text(190, 492, 'IMG_2231.jpg, tagged to depth', { size: 13, weight: 600 }),
      text(190, 512, 'Taken in the app, 14:05', { size: 12, fill: C.rock }),
      map.markup,
      circle(880, 310, 18, 'none', { stroke: C.accent, sw: 2.5, dash: '5 4' }),
      boreholeSymbol(912, 296, 10),
      line(880, 310, 902, 300, C.accent, 2, { dash: '3 4' }),
      rect(930, 320, 150, 56, C.white, { rx: 8, stroke: C.line, sw: 1 }),
      text(944, 342, 'Planned vs drilled', { size: 12, fill: C.slate }),
      text(944, 364, '1.8 m apart', { size: 15, weight: 700, fill: C.accent }),
      card(700, 480, 400, 110, 'As-drilled position'),
      text(720, 540, 'E 502 418.3   N 6 962 771.9', { size: 16, weight: 600, fill: C.deep }),
      chip(720, 554, 'GPS ±2.5 m', C.moss, { w: 100 }),
      card(110, 570, 560, 150, 'Site sketch and notes'),
      path('M140 700l60 -40l70 24l90 -30', null, { stroke: C.slate, sw: 2, dash: '8 6' }),
      circle(270, 684, 8, C.accent),
      text(400, 664, 'Services cleared,', { size: 13, fill: C.slate }),
      text(400, 684, '1.5 m from the kerb', { size: 13, fill: C.slate }),
      card(700, 610, 400, 110, 'Photos on this hole'),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(720 + i * 74, 650, 64, 50, [C.rock, C.clay, '#9DB38A', C.soil, C.slate][i], { rx: 6 }),
      ),
    ],
  };
};
