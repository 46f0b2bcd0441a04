// Scene motifs for newsletters and video posters, each drawn in a 600x400 box at the origin.
import { drillRig, groundBands } from './field-scene.mjs';
import { logSheet } from './log-sheet.mjs';
import { avatar } from './people.mjs';
import { loggingScreen, miniDashboard } from './screens.mjs';
import { boreholeSymbol } from './site-map.mjs';
import { strataBlock } from './strata-block.mjs';
import { C, circle, g, line, path, rect, text, textBars } from './svg.mjs';
import { appWindow, chip, lineChart, shadow, table, tablet } from './ui.mjs';

/** Newsletter 1: release notes with "new" items. */
export const releaseNotes = () =>
  g([
    appWindow(40, 20, 520, 360, { title: 'What is new' }),
    ...[0, 1, 2, 3].map((i) =>
      g([
        rect(70, 80 + i * 70, 460, 56, i === 0 ? C.lightWater : C.paper, { rx: 10 }),
        chip(86, 97 + i * 70, i < 2 ? 'New' : 'Improved', i < 2 ? C.accent : C.moss, {
          w: i < 2 ? 56 : 86,
        }),
        textBars(190, 100 + i * 70, [260 - i * 30, 180], {
          h: 6,
          gap: 13,
          fill: i === 0 ? C.water : C.line,
        }),
      ]),
    ),
    path('M560 40l6 16 16 6 -16 6 -6 16 -6 -16 -16 -6 16 -6Z', C.accent),
    path('M520 10l4 9 9 4 -9 4 -4 9 -4 -9 -9 -4 9 -4Z', C.clay),
  ]);

/** Newsletter 2: field season with the sun over a rig and a crew tablet. */
export const fieldSeason = () =>
  g([
    `<clipPath id="fs"><rect x="0" y="0" width="600" height="400" rx="16"/></clipPath>`,
    g(
      [
        rect(0, 0, 600, 400, C.lightWater),
        circle(470, 90, 50, '#F2D16B'),
        groundBands(0, 290, 600, 110, { seed: 6 }),
        drillRig(110, 292, 0.75),
        tablet(360, 170, 180, 220, (x, y, w, h) => loggingScreen(x, y, w, h, { title: 'BH-21' })),
      ],
      { 'clip-path': 'url(#fs)' },
    ),
  ]);

/** Newsletter 3: the lab bench with a sieve stack, a beaker and a results card. */
export const labBench = () =>
  g([
    rect(0, 320, 600, 16, C.soil, { rx: 4 }),
    ...[0, 1, 2, 3].map((i) =>
      rect(80, 150 + i * 40, 150, 36, [C.rock, C.slate, C.rock, C.slate][i], { rx: 6 }),
    ),
    ...[0, 1, 2, 3].map((i) =>
      path(`M86 ${176 + i * 40}h138`, null, { stroke: C.sand, sw: 2, dash: '3 5' }),
    ),
    rect(70, 300, 170, 20, C.ink, { rx: 4 }),
    path('M290 180h60v40l30 90c4 10 -2 20 -12 20h-96c-10 0 -16 -10 -12 -20l30 -90Z', C.white, {
      stroke: C.slate,
      sw: 3,
    }),
    path('M274 270h92l14 40c4 10 -2 20 -12 20h-96c-10 0 -16 -10 -12 -20Z', C.water, {
      opacity: 0.6,
    }),
    shadow(400, 60, 180, 240, 12),
    rect(400, 60, 180, 240, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    text(420, 92, 'Results', { size: 15, weight: 700 }),
    lineChart(420, 110, 140, 100, [0.1, 0.2, 0.45, 0.7, 0.88, 1], C.water),
    chip(420, 230, 'Approved', C.moss, { w: 90 }),
    textBars(420, 268, [140], { h: 6 }),
  ]);

/** Newsletter 4: year in review with KPI tiles and a growth line. */
export const yearInReview = () =>
  g([
    appWindow(30, 20, 540, 360, { title: 'Year in review' }),
    miniDashboard(30, 56, 540, 324),
    ...[
      [20, 30, C.accent],
      [585, 120, C.moss],
      [560, 360, C.water],
      [40, 370, C.clay],
    ].map(([x, y, c]) =>
      rect(x - 6, y - 6, 12, 12, c, { rx: 2, transform: `rotate(30 ${x} ${y})` }),
    ),
  ]);

/** Posters: a collage of product surfaces. */
export const featuresCollage = () =>
  g([
    logSheet(20, 30, 170, 340, { compact: true, flat: true }),
    appWindow(210, 10, 380, 250, { title: 'Dashboard' }),
    miniDashboard(210, 46, 380, 214),
    tablet(350, 200, 230, 190, (x, y, w, h) => loggingScreen(x, y, w, h, { title: 'BH-3' })),
  ]);

/** Posters: three steps from field to cloud to report. */
export const howItWorksSteps = () => {
  const step = (x, label, color, icon) =>
    g([
      circle(x, 170, 76, C.white, { stroke: color, sw: 6 }),
      icon,
      text(x, 290, label, { size: 22, weight: 700, anchor: 'middle' }),
    ]);
  return g([
    path('M176 170H224M376 170H424', null, { stroke: C.accent, sw: 5, dash: '2 12' }),
    step(
      100,
      'Log',
      C.clay,
      rect(76, 130, 48, 80, C.slate, { rx: 8 }) + rect(82, 138, 36, 62, C.sand, { rx: 3 }),
    ),
    step(
      300,
      'Sync',
      C.water,
      path('M262 190h70a22 22 0 0 0 0 -44a32 32 0 0 0 -60 -6a22 22 0 0 0 -10 50Z', C.lightWater, {
        stroke: C.water,
        sw: 4,
      }),
    ),
    step(
      500,
      'Report',
      C.moss,
      rect(472, 126, 56, 76, C.white, { rx: 4, stroke: C.moss, sw: 4 }) +
        textBars(482, 142, [36, 28, 32, 20], { h: 5, gap: 12, fill: C.moss }),
    ),
  ]);
};

export const appTour = () =>
  g([
    groundBands(0, 300, 600, 100, { seed: 3 }),
    drillRig(60, 300, 0.6),
    tablet(250, 10, 340, 370, (x, y, w, h) => loggingScreen(x, y, w, h, { title: 'BH-08' })),
  ]);

export const dashboardTour = () =>
  g([appWindow(20, 10, 560, 380, { title: 'Dashboard' }), miniDashboard(20, 46, 560, 344)]);

export const manageProjects = () => {
  const chips = [
    ['Drilling', C.water],
    ['Review', C.clay],
    ['Complete', C.moss],
    ['Planned', C.rock],
    ['Drilling', C.water],
  ];
  return g([
    appWindow(20, 10, 560, 380, { title: 'Projects' }),
    table(40, 66, [200, 150, 170], 5, {
      rowH: 52,
      headers: ['Project', 'Team', 'Status'],
      highlight: 1,
      cell: (r, c, cx, cy) => {
        if (c === 1)
          return [0, 1, 2]
            .map((k) =>
              circle(cx + 12 + k * 20, cy, 12, [C.clay, C.moss, C.water][(k + r) % 3], {
                stroke: C.white,
                sw: 2,
              }),
            )
            .join('');
        if (c === 2) return chip(cx, cy - 11, chips[r][0], chips[r][1], { w: 88 });
        return undefined;
      },
    }),
  ]);
};

export const visualiseBlock = () => g([strataBlock(262, 36, 25)]);

export const databaseTour = () =>
  g([
    appWindow(20, 10, 560, 380, { title: 'Database' }),
    table(40, 66, [120, 140, 130, 130], 5, {
      rowH: 52,
      headers: ['Hole', 'Depth m', 'Samples', 'Lab'],
      cell: (r, c, cx, cy) => {
        if (c === 0)
          return (
            boreholeSymbol(cx + 8, cy, 7) +
            text(cx + 24, cy + 5, `BH-0${r + 1}`, { size: 13, weight: 600 })
          );
        if (c === 1)
          return text(cx, cy + 5, ['12.5', '8.0', '20.4', '15.2', '9.6'][r], { size: 13 });
        if (c === 3)
          return chip(cx, cy - 11, r % 2 ? 'Testing' : 'Done', r % 2 ? C.water : C.moss, { w: 76 });
        return undefined;
      },
    }),
  ]);

/** Testimonial posters: the customer's avatar beside a quote card. */
export const testimonial = (person, clipId) =>
  g([
    g([avatar(person, clipId)], { transform: 'translate(10 60) scale(1.1)' }),
    shadow(320, 70, 270, 260, 16),
    rect(320, 70, 270, 260, C.white, { rx: 16 }),
    text(344, 150, '\u201C', { size: 96, weight: 700, fill: C.accent }),
    textBars(344, 170, [220, 200, 210, 160], { h: 9, gap: 22, fill: C.slate }),
    line(344, 282, 394, 282, C.clay, 4),
    textBars(344, 300, [120], { h: 7, fill: C.rock }),
  ]);
