// Whole-screen mock-ups reused across illustrations, posters and covers.
import { SOIL_FLAT } from './patterns.mjs';
import { C, circle, g, rect, text, textBars } from './svg.mjs';
import { barChart, chip, lineChart } from './ui.mjs';

/** The field logging app: a graphic log on the left, the layer form on the right; `o.status` is the sync state. */
export const loggingScreen = (x, y, w, h, o = {}) => {
  const bar = Math.max(40, h * 0.1);
  // Small screens drop the words that would not fit and keep the shapes.
  const compact = w < 320;
  const logW = w * 0.2;
  const fx = x + logW + 34;
  const fw = w - logW - 52;
  const layers = ['fill', 'clay', 'silt', 'sand', 'gravel', 'rock'];
  const ts = [0.1, 0.26, 0.14, 0.2, 0.14, 0.16];
  const parts = [
    rect(x, y, w, bar, C.deep),
    text(x + 18, y + bar / 2 + 6, o.title ?? 'BH-12', { size: 17, weight: 700, fill: C.white }),
  ];
  parts.push(circle(x + w - 26, y + bar / 2, 9, o.statusColor ?? C.moss));
  if (!compact)
    parts.push(
      text(x + w - 44, y + bar / 2 + 5, o.status ?? 'Synced', {
        size: 12,
        fill: C.lightWater,
        anchor: 'end',
      }),
    );
  let ly = y + bar + 16;
  const lh = h - bar - 32;
  layers.forEach((s, i) => {
    const hh = ts[i] * lh;
    parts.push(
      rect(x + 16, ly, logW, hh, SOIL_FLAT[s], {
        stroke: i === 1 ? C.accent : C.white,
        sw: i === 1 ? 3 : 1,
      }),
    );
    ly += hh;
  });
  const rowH = 58;
  let fy = y + bar + 22;
  parts.push(text(fx, fy + 10, 'Layer 2', { size: 16, weight: 700 }));
  fy += 28;
  const soils = [
    ['Clay', C.clay],
    ['Silt', C.soil],
    ['Sand', C.water],
    ['Gravel', C.slate],
  ];
  soils.forEach(([label, c], i) => {
    const cw = (fw - 24) / 4;
    parts.push(
      rect(fx + i * (cw + 8), fy, cw, 30, i === 0 ? c : C.white, { rx: 8, stroke: c, sw: 1.5 }),
    );
    if (!compact)
      parts.push(
        text(fx + i * (cw + 8) + cw / 2, fy + 20, label, {
          size: 12,
          weight: 600,
          fill: i === 0 ? C.white : c,
          anchor: 'middle',
        }),
      );
  });
  fy += 48;
  // As many form fields as fit above the save button.
  const rows = Math.max(1, Math.min(6, Math.floor((y + h - 74 - fy) / rowH)));
  for (let i = 0; i < rows; i++) {
    parts.push(textBars(fx, fy + i * rowH, [fw * 0.3], { h: 5, fill: C.rock }));
    parts.push(
      rect(fx, fy + i * rowH + 12, fw, rowH - 22, C.white, { rx: 6, stroke: C.line, sw: 1.2 }),
    );
    parts.push(
      textBars(fx + 10, fy + i * rowH + 12 + (rowH - 22) / 2 - 3, [fw * (0.6 - (i % 3) * 0.12)], {
        h: 6,
        fill: C.slate,
      }),
    );
  }
  parts.push(
    rect(fx, y + h - 62, fw, 44, C.accent, { rx: 10 }),
    text(fx + fw / 2, y + h - 34, compact ? 'Save' : 'Save layer', {
      size: compact ? 13 : 15,
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    }),
  );
  return g(parts);
};

/** A compact cloud dashboard: KPI tiles, a bar chart and a trend line. */
export const miniDashboard = (x, y, w, h) => {
  const tile = (w - 60) / 3;
  return g([
    ...[
      ['128', C.water],
      ['36', C.moss],
      ['94%', C.accent],
    ].map(([v, c], i) =>
      g([
        rect(x + 20 + i * (tile + 10), y + 20, tile, 76, C.white, { rx: 8, stroke: C.line, sw: 1 }),
        rect(x + 34 + i * (tile + 10), y + 34, tile * 0.4, 5, c, { rx: 2.5 }),
        text(x + 34 + i * (tile + 10), y + 78, v, { size: 24, weight: 700 }),
      ]),
    ),
    rect(x + 20, y + 112, w * 0.55, h - 132, C.white, { rx: 8, stroke: C.line, sw: 1 }),
    barChart(
      x + 36,
      y + 136,
      w * 0.55 - 32,
      h - 176,
      [0.4, 0.55, 0.48, 0.75, 0.66, 0.9],
      [C.water, C.deep],
    ),
    rect(x + 30 + w * 0.55, y + 112, w * 0.45 - 50, h - 132, C.white, {
      rx: 8,
      stroke: C.line,
      sw: 1,
    }),
    lineChart(
      x + 44 + w * 0.55,
      y + 140,
      w * 0.45 - 78,
      h - 190,
      [0.2, 0.4, 0.35, 0.6, 0.72, 0.85],
      C.clay,
    ),
    chip(x + 44 + w * 0.55, y + h - 44, 'Live', C.moss),
  ]);
};
