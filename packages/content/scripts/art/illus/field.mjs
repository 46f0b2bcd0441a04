// Field-side illustrations: hero, field tablet, project planning, data switch and API sync.
import { drillRig, groundBands } from '../lib/field-scene.mjs';
import { loggingScreen, miniDashboard } from '../lib/screens.mjs';
import { boreholeSymbol, siteMap } from '../lib/site-map.mjs';
import { C, circle, g, line, path, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, chip, cloud, shadow, tablet } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

/** A dashed sync arc with arrowhead dots at both ends. */
const syncArc = (d, color = C.water) => path(d, null, { stroke: color, sw: 3, dash: '2 10' });

export const hero = () => ({
  body: [
    backdrop(1200, 900),
    groundBands(0, 700, 1200, 200),
    // The hole under the rig, with sample marks, ties the dashboard numbers back to the ground.
    line(1010, 712, 1010, 880, C.ink, 4, { cap: 'butt', opacity: 0.6 }),
    ...[740, 790, 840].map((sy) => rect(1003, sy, 14, 14, C.white, { stroke: C.ink, sw: 2 })),
    drillRig(1010, 700, 0.5),
    shadow(560, 572, 270, 92, 12),
    rect(560, 572, 270, 92, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    rect(580, 590, 42, 56, C.paper, { rx: 4, stroke: C.clay, sw: 2 }),
    rect(580, 590, 42, 12, C.clay, { rx: 2 }),
    textBars(588, 612, [26, 20, 24], { h: 4, gap: 9, fill: C.rock }),
    text(638, 610, 'BH-12 log.pdf', { size: 15, weight: 700 }),
    chip(638, 624, 'Report ready', C.moss, { w: 112 }),
    cloud(560, 250, 560, C.lightWater),
    appWindow(500, 110, 640, 420, { title: 'TabLogs Cloud' }),
    miniDashboard(500, 146, 640, 384),
    syncArc('M420 300C430 200 450 190 492 210'),
    circle(492, 210, 6, C.water),
    circle(420, 300, 6, C.water),
    tablet(90, 250, 430, 590, (x, y, w, h) => loggingScreen(x, y, w, h, { title: 'BH-12' })),
    chip(330, 150, 'Synced to cloud', C.moss, { w: 130 }),
  ],
});

export const fieldTablet = () => ({
  body: [
    backdrop(1200, 800),
    groundBands(0, 580, 1200, 220, { seed: 4 }),
    drillRig(170, 580, 1.05),
    tablet(450, 120, 660, 470, (x, y, w, h) =>
      loggingScreen(x, y, w, h, { title: 'BH-04  Ridge Road' }),
    ),
    // Gloved hand with a hi-vis sleeve gripping the tablet's lower edge.
    path('M1250 870L1115 650', null, { stroke: C.accent, sw: 96 }),
    path('M1140 752L1208 712', null, { stroke: '#F2D16B', sw: 12, cap: 'butt' }),
    rect(1040, 572, 104, 84, C.slate, { rx: 34, transform: 'rotate(-32 1092 614)' }),
    rect(1046, 540, 30, 62, C.slate, { rx: 15, transform: 'rotate(-24 1061 571)' }),
  ],
});

export const projectPlanning = () => {
  const map = siteMap(106, 130, 560, 590, {
    clipId: 'plan',
    rx: 8,
    hills: [[0.7, 0.25]],
    site: [0.12, 0.3, 0.72, 0.5],
    markers: [],
  });
  const proposed = [
    [0.25, 0.4],
    [0.45, 0.38],
    [0.65, 0.42],
    [0.3, 0.62],
    [0.55, 0.6],
    [0.75, 0.7],
  ].map(([u, v]) => [106 + u * 560, 130 + v * 590]);
  const tasks = [
    ['Mobilise', 0, 1, C.rock],
    ['Drilling', 1, 5, C.water],
    ['CPT', 2, 4, C.deep],
    ['Lab testing', 4, 7, C.clay],
    ['Reporting', 6, 9, C.moss],
  ];
  return {
    body: [
      backdrop(1200, 800),
      appWindow(80, 50, 1040, 700, { title: 'Plan investigation' }),
      map.markup,
      rect(240, 370, 200, 110, C.sand, { stroke: C.slate, sw: 1.5 }),
      text(340, 430, 'Proposed building', { size: 12, fill: C.slate, anchor: 'middle' }),
      ...proposed.map(([px, py], i) =>
        g([
          circle(px, py, 13, C.white, { stroke: C.accent, sw: 2.5 }),
          text(px, py + 4.5, String(i + 1), {
            size: 12,
            weight: 700,
            fill: C.accent,
            anchor: 'middle',
          }),
        ]),
      ),
      text(700, 160, 'Schedule', { size: 18, weight: 700 }),
      ...Array.from({ length: 10 }, (_, i) =>
        line(820 + i * 28, 180, 820 + i * 28, 470, C.line, 1),
      ),
      ...['W1', 'W3', 'W5', 'W7', 'W9'].map((wk, i) =>
        text(822 + i * 56, 196, wk, { size: 10, fill: C.rock }),
      ),
      ...tasks.map(([name, a, b, c], i) =>
        g([
          text(700, 232 + i * 50, name, { size: 13, fill: C.slate }),
          rect(820 + a * 28, 216 + i * 50, (b - a) * 28, 24, c, { rx: 6 }),
        ]),
      ),
      rect(700, 500, 390, 220, C.paper, { rx: 10, stroke: C.line, sw: 1 }),
      text(720, 530, 'Proposed holes', { size: 15, weight: 700 }),
      ...[0, 1, 2, 3].map((i) =>
        g([
          circle(732, 562 + i * 38, 10, C.white, { stroke: C.accent, sw: 2 }),
          textBars(756, 558 + i * 38, [120], { h: 7, fill: C.slate }),
          textBars(900, 558 + i * 38, [70], { h: 7 }),
          chip(990, 550 + i * 38, i < 2 ? 'Booked' : 'Draft', i < 2 ? C.moss : C.rock, { w: 76 }),
        ]),
      ),
    ],
  };
};

export const switchTool = () => ({
  body: [
    backdrop(1200, 800),
    // The old desktop tool: square corners, bevels and a dense grid.
    rect(90, 200, 440, 380, '#C9CDD0', { stroke: C.slate, sw: 2 }),
    rect(90, 200, 440, 30, C.rock),
    text(104, 221, 'LOGGER.EXE', { size: 13, weight: 700, fill: C.white }),
    ...Array.from({ length: 9 }, (_, r) =>
      Array.from(
        { length: 4 },
        (_, c) =>
          rect(106 + c * 104, 246 + r * 34, 98, 28, C.white, { stroke: C.rock, sw: 1 }) +
          ((r + c) % 3
            ? textBars(114 + c * 104, 257 + r * 34, [40 + ((r * 5 + c * 11) % 40)], {
                h: 5,
                fill: C.rock,
              })
            : ''),
      ).join(''),
    ),
    cloud(700, 300, 420, C.lightWater),
    appWindow(690, 230, 430, 380, { title: 'TabLogs Cloud' }),
    miniDashboard(690, 266, 430, 344),
    ...[0, 1, 2].map((i) =>
      g([
        rect(565 + i * 38, 360 + (i % 2) * 24, 28, 34, C.white, { rx: 3, stroke: C.clay, sw: 2 }),
        textBars(571 + i * 38, 370 + (i % 2) * 24, [16, 12], { h: 3, gap: 7, fill: C.clay }),
      ]),
    ),
    path('M550 440H668', null, { stroke: C.accent, sw: 5 }),
    path('M660 428L678 440L660 452Z', C.accent),
    rect(300, 640, 600, 90, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    text(326, 676, 'Importing boreholes', { size: 15, weight: 700 }),
    text(874, 676, '86%', { size: 15, weight: 700, fill: C.moss, anchor: 'end' }),
    rect(326, 694, 548, 12, C.sand, { rx: 6 }),
    rect(326, 694, 471, 12, C.moss, { rx: 6 }),
  ],
});

export const apiSync = () => ({
  body: [
    backdrop(1200, 800),
    appWindow(70, 170, 400, 460, { title: 'TabLogs' }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      g([
        boreholeSymbol(110, 240 + i * 62, 9),
        textBars(136, 230 + i * 62, [220, 140], { h: 6, gap: 12 }),
      ]),
    ),
    appWindow(730, 170, 400, 460, { title: 'TabLabs', barFill: C.deep }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      g([
        textBars(756, 236 + i * 62, [120], { h: 7, fill: C.slate }),
        chip(
          990,
          226 + i * 62,
          ['Complete', 'Testing', 'Received'][i % 3],
          [C.moss, C.water, C.rock][i % 3],
          { w: 96 },
        ),
      ]),
    ),
    circle(600, 400, 86, C.white, { stroke: C.line, sw: 2 }),
    text(600, 392, '{ }', { size: 40, weight: 700, fill: C.accent, anchor: 'middle' }),
    text(600, 428, 'REST API', { size: 14, weight: 700, fill: C.slate, anchor: 'middle' }),
    path('M478 350C500 330 512 330 522 340', null, { stroke: C.water, sw: 4 }),
    path('M516 328L528 346L508 348Z', C.water),
    path('M678 340C690 330 700 330 722 350', null, { stroke: C.water, sw: 4 }),
    path('M712 334L728 354L706 358Z', C.water),
    path('M722 460C700 480 690 480 678 462', null, { stroke: C.clay, sw: 4 }),
    path('M688 454L672 454L680 472Z', C.clay),
    path('M522 462C512 480 500 480 478 460', null, { stroke: C.clay, sw: 4 }),
    path('M488 452L472 456L484 472Z', C.clay),
    chip(520, 560, 'Samples', C.water, { w: 76 }),
    chip(604, 560, 'Results', C.clay, { w: 76 }),
  ],
});
