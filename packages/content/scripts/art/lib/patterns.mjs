// Soil and rock hatch patterns in the style of a graphic borehole log.
import { C, circle, el, line, path, rect } from './svg.mjs';

const pat = (id, size, inner) =>
  el('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse' }, inner);

/** Pattern ids keyed by material, used as `url(#p-clay)` fills. */
export const SOIL = {
  fill: 'url(#p-fill)',
  clay: 'url(#p-clay)',
  silt: 'url(#p-silt)',
  sand: 'url(#p-sand)',
  gravel: 'url(#p-gravel)',
  rock: 'url(#p-rock)',
};

/** Flat fills used where a hatch would be too busy (small or far-away strata). */
export const SOIL_FLAT = {
  fill: '#8A6A4F',
  clay: C.clay,
  silt: '#C4A27F',
  sand: '#E2CFA9',
  gravel: '#B9AE9C',
  rock: C.rock,
};

export const soilPatterns = () =>
  [
    pat(
      'p-fill',
      12,
      rect(0, 0, 12, 12, '#CDB79B') +
        path('M0 12L12 0M-3 3L3 -3M9 15L15 9', null, { stroke: C.soil, sw: 1.2 }),
    ),
    pat(
      'p-clay',
      10,
      rect(0, 0, 10, 10, '#D9A987') + line(0, 5, 10, 5, C.soil, 1, { cap: 'butt' }),
    ),
    pat(
      'p-silt',
      12,
      rect(0, 0, 12, 12, '#E6CFB2') +
        line(0, 3, 6, 3, C.soil, 1, { cap: 'butt' }) +
        circle(9, 9, 1, C.soil),
    ),
    pat(
      'p-sand',
      10,
      rect(0, 0, 10, 10, '#F1E2BF') + circle(2.5, 2.5, 1, C.clay) + circle(7.5, 7.5, 1, C.clay),
    ),
    pat(
      'p-gravel',
      16,
      rect(0, 0, 16, 16, '#E4DCCB') +
        circle(4, 4, 2.6, 'none', { stroke: C.slate, sw: 1.1 }) +
        circle(12, 11, 3.2, 'none', { stroke: C.slate, sw: 1.1 }) +
        circle(3, 13, 1.2, C.rock),
    ),
    pat(
      'p-rock',
      16,
      rect(0, 0, 16, 16, '#A9B1B6') +
        path('M0 0H16M0 8H16M4 0V8M12 8V16', null, { stroke: C.slate, sw: 1, cap: 'butt' }),
    ),
  ].join('');
