// Office-side details: log review, data checks, lab requests from the log and the project team.
import { logSheet } from '../lib/log-sheet.mjs';
import { button, card, checkbox, initials, progress, statusMark } from '../lib/panels.mjs';
import { soilPatterns } from '../lib/patterns.mjs';
import { C, circle, g, path, rect, text, textBars } from '../lib/svg.mjs';
import { appWindow, chip, table } from '../lib/ui.mjs';
import { backdrop } from './backdrop.mjs';

const W = 1200;
const H = 800;

/** A comment bubble pinned to a depth on the log, with its author. */
const comment = (x, y, pinX, who, color, lines, o = {}) =>
  g([
    path(`M${pinX} ${y + 24}H${x}`, null, { stroke: color, sw: 2, dash: '4 4' }),
    circle(pinX, y + 24, 6, color, { stroke: C.white, sw: 2 }),
    rect(x, y, 300, o.h ?? 72, C.white, { rx: 10, stroke: color, sw: 1.5 }),
    initials(x + 26, y + 26, 14, who, color),
    ...lines.map((l, i) => text(x + 50, y + 24 + i * 18, l, { size: 12, fill: C.slate })),
  ]);

export const logReview = () => ({
  defs: soilPatterns(),
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Review  BH-07  North Quay' }),
    logSheet(110, 110, 420, 610, { highlight: 2, waterAt: 0.41, seed: 5 }),
    comment(560, 190, 520, 'JM', C.accent, [
      'Layer 2: firm or stiff?',
      'SPT N = 12 suggests stiff.',
    ]),
    comment(560, 360, 520, 'SL', C.water, ['Add a U50 at 5.5 m', 'for consolidation testing.']),
    comment(560, 520, 520, 'JM', C.moss, ['Resolved by the logger', 'on site, 11:20.']),
    card(890, 110, 200, 610, 'Sign-off'),
    ...['Descriptions', 'Sampling', 'SPT values', 'Groundwater', 'Coordinates'].map((l, i) =>
      g([
        checkbox(910, 150 + i * 44, i !== 1),
        text(938, 164 + i * 44, l, { size: 13, fill: C.slate }),
      ]),
    ),
    chip(910, 386, '1 comment open', C.accent, { w: 132 }),
    text(910, 450, 'Checked by', { size: 12, fill: C.rock }),
    text(910, 472, 'J. Morgan', { size: 16, weight: 700 }),
    path('M912 510c16 -18 26 8 42 -4s24 -8 36 2', null, { stroke: C.ink, sw: 2 }),
    text(910, 548, 'Date', { size: 12, fill: C.rock }),
    text(910, 570, '14 Oct', { size: 16, weight: 700 }),
    button(910, 660, 160, 'Sign off log'),
  ],
});

const CHECKS = [
  ['Missing collar reduced level', 'BH-04, BH-11', '2', false],
  ['Depth gap between strata', 'BH-11  4.20–4.60 m', '1', false],
  ['Samples with no tests requested', 'BH-02, BH-06, BH-09', '7', false],
  ['Log waiting for review > 3 days', 'TP-03', '1', false],
  ['Coordinates outside the site', 'All holes inside', '0', true],
  ['SPT with no sample record', 'All SPTs sampled', '0', true],
];

export const dataChecks = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Data checks  Harbour Link', nav: true, navActive: 2 }),
    text(160, 126, 'Before the factual report', { size: 20, weight: 700 }),
    text(160, 150, '6 checks run on every sync', { size: 13, fill: C.rock }),
    ...CHECKS.map(([title, where, count, ok], i) =>
      g([
        rect(160, 176 + i * 88, 620, 74, ok ? C.white : C.paper, {
          rx: 10,
          stroke: ok ? C.line : C.clay,
          sw: ok ? 1 : 1.5,
        }),
        statusMark(196, 213 + i * 88, ok),
        text(226, 207 + i * 88, title, { size: 15, weight: 700 }),
        text(226, 229 + i * 88, where, { size: 13, fill: C.slate }),
        text(750, 221 + i * 88, count, {
          size: 24,
          weight: 700,
          fill: ok ? C.moss : C.accent,
          anchor: 'end',
        }),
      ]),
    ),
    card(810, 176, 280, 250, 'Project health'),
    circle(950, 310, 64, 'none', { stroke: C.sand, sw: 18 }),
    `<circle cx="950" cy="310" r="64" fill="none" stroke="${C.moss}" stroke-width="18" stroke-dasharray="322 402" transform="rotate(-90 950 310)"/>`,
    text(950, 318, '80%', { size: 26, weight: 700, anchor: 'middle' }),
    text(950, 404, 'of holes pass every check', { size: 12, fill: C.slate, anchor: 'middle' }),
    card(810, 446, 280, 254, 'BH-11 depth gap'),
    ...[
      ['#8A6A4F', 40],
      [C.clay, 60],
    ].map(([c, h], i) => rect(840, 486 + i * 40, 60, h, c)),
    rect(840, 586, 60, 28, C.white, { stroke: C.accent, sw: 2, dash: '5 4' }),
    rect(840, 614, 60, 60, '#E2CFA9'),
    text(916, 596, '4.20 m', { size: 12, fill: C.slate }),
    text(916, 616, 'not logged', { size: 13, weight: 700, fill: C.accent }),
    text(916, 636, '4.60 m', { size: 12, fill: C.slate }),
  ],
});

const REQUEST = [
  ['BH03-D1', '1.00 m', 'Particle size, Atterberg'],
  ['BH03-U2', '2.50 m', 'Oedometer'],
  ['BH03-D4', '4.50 m', 'Moisture content'],
];

export const labRequest = () => ({
  defs: soilPatterns(),
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'BH-03  Request laboratory tests' }),
    logSheet(110, 110, 360, 610, { seed: 8, spt: [5, 8, 11, 14, 19, 26] }),
    ...[0, 2, 4].map((i) => {
      const y = 140 + ((i + 0.6) / 6) * 580;
      return rect(270, y - 14, 34, 28, 'none', { rx: 6, stroke: C.accent, sw: 2.5 });
    }),
    path('M490 410H560', null, { stroke: C.accent, sw: 5 }),
    path('M552 398L572 410L552 422Z', C.accent),
    card(590, 110, 500, 610, 'Lab request LR-118', { lifted: true }),
    chip(960, 122, 'Draft', C.rock, { w: 60 }),
    text(610, 166, 'Laboratory', { size: 12, fill: C.rock }),
    text(610, 188, 'Redgum Testing Labs (TabLabs)', { size: 15, weight: 700, fill: C.deep }),
    table(610, 214, [120, 80, 260], 3, {
      rowH: 46,
      headers: ['Sample', 'Depth', 'Tests'],
      cell: (r, c, cx, cy) =>
        text(cx, cy + 5, REQUEST[r][c], {
          size: 13,
          weight: c === 0 ? 700 : 400,
          fill: c === 0 ? C.deep : C.ink,
        }),
    }),
    text(610, 438, 'Chain of custody', { size: 14, weight: 700 }),
    ...[
      'Sampled by S. Lee, 12 Oct 09:40',
      'Cool box 2, seal 44817',
      'Courier booked for 15:00',
    ].map((l, i) =>
      g([
        checkbox(610, 456 + i * 34, true),
        text(638, 470 + i * 34, l, { size: 13, fill: C.slate }),
      ]),
    ),
    text(610, 588, 'Due', { size: 12, fill: C.rock }),
    text(610, 610, '19 Oct, standard turnaround', { size: 15, weight: 600 }),
    textBars(610, 630, [300], { h: 6 }),
    button(890, 656, 180, 'Send request'),
  ],
});

const TEAM = [
  ['SL', 'Sam Lee', 'Logger', C.water],
  ['JM', 'Jo Morgan', 'Reviewer', C.moss],
  ['RB', 'Rhys Baker', 'Driller', C.clay],
  ['AN', 'Ana Nguyen', 'Graduate', C.deep],
  ['KT', 'Kai Turner', 'Subconsultant', C.soil],
  ['MP', 'Mia Patel', 'Project manager', C.slate],
];

export const teamAccess = () => ({
  body: [
    backdrop(W, H),
    appWindow(80, 50, 1040, 700, { title: 'Project team  Ridge Road' }),
    text(120, 126, 'People on this project', { size: 20, weight: 700 }),
    ...TEAM.map(([init, name, role, color], i) =>
      g([
        rect(120, 150 + i * 92, 560, 78, i % 2 ? C.white : C.paper, {
          rx: 10,
          stroke: C.line,
          sw: 1,
        }),
        initials(164, 189 + i * 92, 24, init, color),
        text(204, 184 + i * 92, name, { size: 16, weight: 700 }),
        textBars(204, 196 + i * 92, [150], { h: 6 }),
        chip(540, 178 + i * 92, role, color, { w: role.length * 7 + 28 }),
      ]),
    ),
    card(720, 150, 370, 250, 'Seats'),
    path('M800 280c0 -40 50 -40 75 0s75 40 75 0s-50 -40 -75 0s-75 40 -75 0Z', null, {
      stroke: C.water,
      sw: 10,
    }),
    text(905, 366, 'No per-seat licences', { size: 15, weight: 700, anchor: 'middle' }),
    card(720, 430, 370, 220, 'Priced on logs'),
    text(740, 510, '148', { size: 40, weight: 700, fill: C.deep }),
    text(840, 510, 'of 200 logs this month', { size: 14, fill: C.slate }),
    progress(740, 548, 330, 0.74, C.water),
    text(740, 604, 'Add drillers and subconsultants', { size: 13, fill: C.slate }),
    text(740, 624, 'without buying another seat', { size: 13, fill: C.slate }),
    button(720, 676, 170, 'Invite people'),
  ],
});
