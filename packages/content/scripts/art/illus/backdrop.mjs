// The shared calm backdrop behind every product illustration: paper with two soft sand shapes.
import { C, circle, rect } from '../lib/svg.mjs';

export const backdrop = (w, h) =>
  rect(0, 0, w, h, C.paper) +
  circle(w * 0.82, h * 0.2, h * 0.36, C.sand, { opacity: 0.8 }) +
  circle(w * 0.12, h * 0.9, h * 0.3, C.sand, { opacity: 0.6 });

/** A captioned legend swatch row. */
export const legendRow = (x, y, fill, label) =>
  rect(x, y, 22, 16, fill, { rx: 3, stroke: C.slate, sw: 0.8 }) +
  `<text x="${x + 32}" y="${y + 13}" font-size="13" fill="${C.slate}">${label}</text>`;
