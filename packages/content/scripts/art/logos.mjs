// Writes the 12 client wordmarks: a geometric emblem plus the company name in dark ink, drawn on
// a 320x120 canvas and cropped to the mark, so the descriptor reads at 8 px or more where logos
// are shown 140-180 px wide (the layout audit checks it). The lettering is outlined in Inter, as
// real logo artwork is (lib/outline-text.mjs).
import { LOGO_CROPS } from './lib/logo-crops.mjs';
import { outlineText } from './lib/outline-text.mjs';
import { C, circle, g, line, path, poly, rect, svgDoc, text, writeSvg } from './lib/svg.mjs';

/** Emblems draw inside an 80x80 box whose top-left corner is (20, 20). */
const hexPts = (cx, cy, r) =>
  Array.from({ length: 6 }, (_, i) => [
    cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6),
    cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6),
  ]);

const EMBLEMS = {
  basaltColumns: () =>
    g([
      path(poly(hexPts(44, 46, 18), true), C.slate),
      path(poly(hexPts(76, 46, 18), true), C.ink),
      path(poly(hexPts(60, 74, 18), true), C.rock),
    ]),
  drillBit: () =>
    g([
      rect(52, 20, 16, 18, C.soil, { rx: 3 }),
      path('M48 38h24l-12 62Z', C.clay),
      path('M50 50l20 8M52 64l16 7M55 78l10 5', null, { stroke: C.paper, sw: 3.5 }),
    ]),
  globe: () =>
    g([
      circle(60, 60, 36, C.water),
      path('M60 24c-18 20 -18 52 0 72M60 24c18 20 18 52 0 72', null, { stroke: C.paper, sw: 3 }),
      path('M26 50h68M26 70h68', null, { stroke: C.paper, sw: 3 }),
      line(60, 24, 60, 96, C.paper, 3),
    ]),
  drop: () =>
    g([
      path('M60 20c16 22 30 38 30 54a30 30 0 0 1 -60 0c0 -16 14 -32 30 -54Z', C.water),
      path('M44 74a16 16 0 0 0 16 16', null, { stroke: C.lightWater, sw: 5 }),
    ]),
  strata: () =>
    g([
      `<clipPath id="strata-clip"><circle cx="60" cy="60" r="38"/></clipPath>`,
      g(
        [
          rect(20, 20, 80, 24, C.moss),
          rect(20, 44, 80, 16, C.clay),
          rect(20, 60, 80, 18, C.sand),
          rect(20, 78, 80, 22, C.soil),
          path('M22 44c20 -6 40 6 76 -2M22 60c24 6 50 -6 76 2', null, { stroke: C.paper, sw: 3 }),
        ],
        { 'clip-path': 'url(#strata-clip)' },
      ),
    ]),
  compass: () =>
    g([
      circle(60, 60, 36, 'none', { stroke: C.moss, sw: 5 }),
      path('M60 28l12 32h-24Z', C.moss),
      path('M60 92l-12 -32h24Z', C.rock),
      circle(60, 60, 5, C.paper),
    ]),
  leaf: () =>
    g([
      path('M30 92C30 50 56 26 94 24C94 64 70 90 30 92Z', C.clay),
      path('M34 88C52 70 66 52 82 36', null, { stroke: C.paper, sw: 3.5 }),
    ]),
  stones: () =>
    g([
      rect(24, 64, 72, 30, C.deep, { rx: 6 }),
      rect(32, 38, 56, 24, C.water, { rx: 6 }),
      rect(42, 16, 36, 20, C.lightWater, { rx: 6, stroke: C.water, sw: 2 }),
    ]),
  wave: () =>
    g([
      path('M22 86a38 20 0 0 1 76 0Z', C.sand, { stroke: C.clay, sw: 2 }),
      path('M22 58c10 -14 22 -14 30 0s22 14 30 0 12 -8 16 -4', null, { stroke: C.water, sw: 7 }),
      path('M22 40c10 -14 22 -14 30 0s22 14 30 0 12 -8 16 -4', null, { stroke: C.deep, sw: 7 }),
    ]),
  mountain: () =>
    g([
      path('M18 96L52 34L70 64L80 48L102 96Z', C.slate),
      path('M52 34L62 52L54 50L46 58L44 48Z', C.paper),
      path('M80 48L86 60L80 58L75 62Z', C.paper),
    ]),
  tide: () =>
    g([
      circle(60, 60, 38, C.lightWater),
      path('M28 50c8 -8 16 -8 24 0s16 8 24 0 12 -6 16 -2', null, { stroke: C.deep, sw: 5 }),
      path('M26 66c8 -8 16 -8 24 0s16 8 24 0 12 -6 18 -2', null, { stroke: C.water, sw: 5 }),
      path('M30 82c8 -8 16 -8 24 0s16 8 24 0 8 -4 12 -2', null, { stroke: C.clay, sw: 5 }),
    ]),
  tree: () =>
    g([
      rect(56, 62, 8, 36, C.soil, { rx: 3 }),
      path('M60 18C80 30 88 50 80 66C72 76 48 76 40 66C32 50 40 30 60 18Z', C.moss),
      path('M60 30V70M60 48l-10 -8M60 58l12 -9', null, { stroke: C.paper, sw: 3 }),
    ]),
};

const LOGOS = [
  ['basalt-co', 'Basalt & Co', 'Geotechnical', 'basaltColumns', C.slate],
  ['ironbark-drilling', 'Ironbark', 'Drilling', 'drillBit', C.clay],
  ['meridian-ground', 'Meridian', 'Ground Engineering', 'globe', C.water],
  ['clearwater-env', 'Clearwater', 'Environmental', 'drop', C.water],
  ['stratum-consulting', 'Stratum', 'Consulting', 'strata', C.clay],
  ['northfield-geo', 'Northfield', 'Geoscience', 'compass', C.moss],
  ['redgum-labs', 'Redgum', 'Testing Labs', 'leaf', C.clay],
  ['bluestone-civil', 'Bluestone', 'Civil', 'stones', C.deep],
  ['coastal-soils', 'Coastal Soils', 'Laboratory', 'wave', C.water],
  ['granite-peak', 'Granite Peak', 'Engineering', 'mountain', C.slate],
  ['tideline-geotech', 'Tideline', 'Geotech', 'tide', C.deep],
  ['karri-materials', 'Karri', 'Materials Testing', 'tree', C.moss],
];

/** Descriptors too long for one line at 17 units break after their first word. */
const TWO_LINE_DESCRIPTORS = new Set(['meridian-ground']);

for (const [slug, name, descriptor, emblem, tint] of LOGOS) {
  // Size the name so even wide fallback fonts stay inside the 190px text column.
  const size = Math.min(30, Math.floor(190 / (name.length * 0.64)));
  const words = descriptor.toUpperCase().split(' ');
  const lines = TWO_LINE_DESCRIPTORS.has(slug)
    ? [words[0], words.slice(1).join(' ')]
    : [words.join(' ')];
  const body = [
    EMBLEMS[emblem](),
    text(116, 64, name, { size, weight: 700, fill: C.ink, spacing: -0.3 }),
    ...lines.map((line, index) =>
      text(117, 88 + index * 20, line, { size: 17, weight: 600, fill: tint, spacing: 0.5 }),
    ),
  ];
  const [x, y, width, height] = LOGO_CROPS[slug];
  writeSvg(
    `logo-${slug}`,
    outlineText(svgDoc({ x, y, width, height, title: `${name} ${descriptor} logo`, body })),
  );
}
console.log(`wrote ${LOGOS.length} logos`);
