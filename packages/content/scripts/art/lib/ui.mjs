// Product-UI building blocks: windows, cards, chips and small charts.
import { C, circle, g, line, n, path, poly, rect, text, textBars } from './svg.mjs';

/** A soft drop shadow drawn as an offset rounded rect (no filters, so it renders everywhere). */
export const shadow = (x, y, w, h, rx = 12) =>
  rect(x + 4, y + 8, w, h, C.ink, { rx, opacity: 0.08 });

/** An app window with a title bar, the TabLogs mark and an optional left nav rail. */
export const appWindow = (x, y, w, h, o = {}) => {
  const bar = o.barH ?? 36;
  const parts = [
    shadow(x, y, w, h),
    rect(x, y, w, h, C.white, { rx: 12, stroke: C.line, sw: 1 }),
    path(
      `M${n(x)} ${n(y + bar)}V${n(y + 12)}q0 -12 12 -12H${n(x + w - 12)}q12 0 12 12V${n(y + bar)}Z`,
      o.barFill ?? C.slate,
    ),
    circle(x + 18, y + bar / 2, 4.5, C.accent),
    circle(x + 33, y + bar / 2, 4.5, C.sand),
    circle(x + 48, y + bar / 2, 4.5, C.rock),
  ];
  if (o.title)
    parts.push(text(x + 66, y + bar / 2 + 5, o.title, { size: 13, weight: 600, fill: C.paper }));
  if (o.nav) {
    const nx = x;
    const ny = y + bar;
    parts.push(
      path(`M${n(nx)} ${n(ny)}H${n(nx + 56)}V${n(y + h)}H${n(nx + 12)}q-12 0 -12 -12Z`, C.sand),
    );
    for (let i = 0; i < 5; i++) {
      parts.push(
        rect(nx + 16, ny + 20 + i * 44, 24, 24, i === (o.navActive ?? 0) ? C.water : C.white, {
          rx: 6,
        }),
      );
    }
  }
  return g(parts);
};

/** A status chip: tinted pill with a short label. */
export const chip = (x, y, label, color, o = {}) => {
  const w = o.w ?? label.length * 7 + 22;
  return g([
    rect(x, y, w, 22, color, { rx: 11, opacity: 0.16 }),
    circle(x + 11, y + 11, 3.5, color),
    text(x + 19, y + 15.5, label, { size: 11, weight: 600, fill: color }),
  ]);
};

/** A KPI card: label bar, a big value and a sparkline. */
export const kpiCard = (x, y, w, h, value, color, seed = 1) => {
  const pts = [];
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    pts.push([
      x + 16 + t * (w - 32),
      y + h - 18 - (Math.sin(i * 1.3 + seed) * 0.3 + 0.5 + t * 0.3) * 22,
    ]);
  }
  return g([
    rect(x, y, w, h, C.white, { rx: 10, stroke: C.line, sw: 1 }),
    rect(x + 16, y + 16, w * 0.45, 6, C.line, { rx: 3 }),
    text(x + 16, y + 56, value, { size: 28, weight: 700, fill: C.ink }),
    path(poly(pts), null, { stroke: color, sw: 2.5 }),
  ]);
};

/** Vertical bar chart with a baseline; values are 0..1. */
export const barChart = (x, y, w, h, values, colors) => {
  const bw = (w / values.length) * 0.56;
  const step = w / values.length;
  const bars = values.map((v, i) =>
    rect(x + i * step + (step - bw) / 2, y + h - v * h, bw, v * h, colors[i % colors.length], {
      rx: 3,
    }),
  );
  return g([
    line(x, y + h, x + w, y + h, C.line, 1.5),
    line(x, y + h * 0.5, x + w, y + h * 0.5, C.line, 1, { dash: '4 4' }),
    ...bars,
  ]);
};

/** Line chart with a tinted area under it; values are 0..1. */
export const lineChart = (x, y, w, h, values, color) => {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h]);
  const area = `${poly(pts)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`;
  return g([
    line(x, y + h, x + w, y + h, C.line, 1.5),
    path(area, color, { opacity: 0.14 }),
    path(poly(pts), null, { stroke: color, sw: 3 }),
    ...pts
      .filter((_, i) => i % 2 === 1)
      .map(([px, py]) => circle(px, py, 3.5, C.white, { stroke: color, sw: 2 })),
  ]);
};

/** Donut chart from fractions summing to 1. */
export const donut = (cx, cy, r, fractions, colors, sw = 16) => {
  const circ = 2 * Math.PI * r;
  let offset = 0;
  const segs = fractions.map((f, i) => {
    const seg = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colors[i]}" stroke-width="${sw}" stroke-dasharray="${n(f * circ - 2)} ${n(circ)}" stroke-dashoffset="${n(-offset)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
    offset += f * circ;
    return seg;
  });
  return g(segs);
};

/** A table with a header row and body rows of text bars; cells(row, col) may return custom markup. */
export const table = (x, y, colWidths, rows, o = {}) => {
  const rh = o.rowH ?? 40;
  const w = colWidths.reduce((a, b) => a + b, 0);
  const parts = [rect(x, y, w, rh, C.sand, { rx: 6 })];
  let cx = x;
  colWidths.forEach((cw, c) => {
    const head = o.headers?.[c];
    parts.push(
      head
        ? text(cx + 12, y + rh / 2 + 4.5, head, { size: 12, weight: 600, fill: C.slate })
        : textBars(cx + 12, y + rh / 2 - 3, [cw * 0.5], { fill: C.rock }),
    );
    cx += cw;
  });
  for (let r = 0; r < rows; r++) {
    const ry = y + rh * (r + 1);
    if (o.highlight === r) parts.push(rect(x, ry, w, rh, C.lightWater, { opacity: 0.7 }));
    parts.push(line(x, ry + rh, x + w, ry + rh, C.line, 1));
    let colX = x;
    colWidths.forEach((cw, c) => {
      const custom = o.cell?.(r, c, colX + 12, ry + rh / 2);
      parts.push(
        custom ??
          textBars(colX + 12, ry + rh / 2 - 3, [cw * (0.35 + ((r * 7 + c * 3) % 5) * 0.1)], {
            fill: C.line,
          }),
      );
      colX += cw;
    });
  }
  return g(parts);
};

/** A cloud built from overlapping circles on a flat base; (x, y) is the base's left end, w its width. */
export const cloud = (x, y, w, fill, o = {}) =>
  g(
    [
      rect(x, y - w * 0.22, w, w * 0.22, fill, { rx: w * 0.11 }),
      circle(x + w * 0.3, y - w * 0.22, w * 0.17, fill),
      circle(x + w * 0.56, y - w * 0.3, w * 0.22, fill),
      circle(x + w * 0.8, y - w * 0.17, w * 0.13, fill),
    ],
    { opacity: o.opacity },
  );

/** A rugged field tablet; `screen` receives the inner screen rect and returns its markup. */
export const tablet = (x, y, w, h, screen) => {
  const b = Math.min(w, h) * 0.06;
  return g([
    rect(x + 6, y + 12, w, h, C.ink, { rx: 28, opacity: 0.12 }),
    rect(x, y, w, h, C.slate, { rx: 28 }),
    rect(x - 6, y - 6, 54, 54, C.soil, { rx: 18 }),
    rect(x + w - 48, y - 6, 54, 54, C.soil, { rx: 18 }),
    rect(x - 6, y + h - 48, 54, 54, C.soil, { rx: 18 }),
    rect(x + w - 48, y + h - 48, 54, 54, C.soil, { rx: 18 }),
    rect(x + 4, y + 4, w - 8, h - 8, C.ink, { rx: 24 }),
    rect(x + b, y + b, w - 2 * b, h - 2 * b, C.paper, { rx: 6 }),
    screen(x + b, y + b, w - 2 * b, h - 2 * b),
  ]);
};
