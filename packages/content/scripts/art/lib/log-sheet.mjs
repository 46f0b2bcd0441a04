// The borehole log sheet, the core geotechnical document, and its groundwater symbol.
import { SOIL, SOIL_FLAT } from './patterns.mjs';
import { C, g, line, path, poly, rect, rng, text, textBars } from './svg.mjs';

/** A typical profile: fill over clay, silt, sand, gravel and weathered rock (fractions of depth). */
export const PROFILE = [
  { soil: 'fill', t: 0.1 },
  { soil: 'clay', t: 0.22 },
  { soil: 'silt', t: 0.14 },
  { soil: 'sand', t: 0.22 },
  { soil: 'gravel', t: 0.14 },
  { soil: 'rock', t: 0.18 },
];

/**
 * A borehole log sheet: depth scale, graphic log, SPT N-values, sample markers and description lines.
 * `o.compact` drops the header labels for small renderings.
 */
export const logSheet = (x, y, w, h, o = {}) => {
  const profile = o.profile ?? PROFILE;
  const head = o.compact ? 0 : 30;
  const cols = { depth: 34, log: w * 0.16, spt: w * 0.2, samp: 26 };
  const xLog = x + cols.depth;
  const xSpt = xLog + cols.log;
  const xSamp = xSpt + cols.spt;
  const xDesc = xSamp + cols.samp;
  const top = y + head;
  const bodyH = h - head;
  const parts = [rect(x, y, w, h, C.white, { stroke: C.slate, sw: 1.5 })];
  if (head) {
    parts.push(rect(x, y, w, head, C.sand));
    const labels = [
      [x + 6, 'm'],
      [xLog + 6, 'Log'],
      [xSpt + 6, 'SPT N'],
      [xSamp + 4, 'S'],
      [xDesc + 8, 'Description'],
    ];
    for (const [lx, label] of labels)
      parts.push(text(lx, y + 19, label, { size: 11, weight: 600, fill: C.slate }));
  }
  // Depth ticks every tenth of the hole.
  for (let i = 0; i <= 10; i++) {
    const ty = top + (bodyH * i) / 10;
    parts.push(line(x + cols.depth - (i % 2 ? 6 : 12), ty, x + cols.depth, ty, C.slate, 1));
    if (i % 2 === 0 && i < 10 && !o.compact)
      parts.push(text(x + 5, ty + 12, String(i), { size: 10, fill: C.rock }));
  }
  let d = top;
  const rand = rng(o.seed ?? 7);
  profile.forEach((layer, i) => {
    const lh = layer.t * bodyH;
    parts.push(rect(xLog, d, cols.log, lh, o.flat ? SOIL_FLAT[layer.soil] : SOIL[layer.soil]));
    parts.push(line(xLog, d, x + w, d, C.slate, i ? 1 : 0, { cap: 'butt' }));
    const rows = Math.max(1, Math.floor((lh - 10) / 12));
    const widths = Array.from(
      { length: Math.min(rows, 4) },
      (_, k) => (w - (xDesc - x) - 20) * (k === 0 ? 0.9 : 0.45 + rand() * 0.45),
    );
    parts.push(
      textBars(xDesc + 8, d + 8, widths, {
        h: 5,
        gap: 11,
        fill: i === o.highlight ? C.water : C.line,
      }),
    );
    d += lh;
  });
  // SPT N-values: bars growing with depth plus a few printed values.
  const spt = o.spt ?? [4, 7, 9, 12, 18, 24, 31, 42];
  spt.forEach((v, i) => {
    const sy = top + ((i + 0.6) / spt.length) * bodyH;
    const bw = Math.min(1, v / 50) * (cols.spt - 28);
    parts.push(
      rect(xSpt + 4, sy - 4, bw, 8, v > 30 ? C.accent : C.water, { rx: 2, opacity: 0.85 }),
    );
    if (!o.compact)
      parts.push(text(xSpt + bw + 8, sy + 4, String(v), { size: 10, weight: 600, fill: C.slate }));
    // Sample markers alternate between a driven sample (filled) and a bulk bag (open).
    parts.push(
      rect(xSamp + 7, sy - 6, 12, 12, i % 2 ? C.white : C.slate, { stroke: C.slate, sw: 1.2 }),
    );
  });
  for (const cx of [xLog, xSpt, xSamp, xDesc])
    parts.push(line(cx, y, cx, y + h, C.slate, 1, { cap: 'butt' }));
  if (o.waterAt) parts.push(waterMark(xLog + cols.log - 10, top + o.waterAt * bodyH));
  return g(parts);
};

/** The inverted-triangle groundwater symbol with the level line under it. */
export const waterMark = (x, y, s = 1) =>
  g([
    path(
      poly(
        [
          [x - 7 * s, y - 12 * s],
          [x + 7 * s, y - 12 * s],
          [x, y - 1],
        ],
        true,
      ),
      C.water,
    ),
    line(x - 9 * s, y + 2, x + 9 * s, y + 2, C.water, 2),
    line(x - 5 * s, y + 6, x + 5 * s, y + 6, C.water, 2),
  ]);
