// Plan views of a site: the map with contours, river and roads, and the borehole map symbol.
import { C, circle, g, n, path, poly, rect, rng } from './svg.mjs';

/** A site map with contours, a river, roads and borehole markers. Returns markup and marker positions. */
export const siteMap = (x, y, w, h, o = {}) => {
  const rand = rng(o.seed ?? 3);
  const id = o.clipId ?? 'map-clip';
  const parts = [rect(x, y, w, h, '#F3ECDD')];
  const hills = o.hills ?? [
    [0.3, 0.35],
    [0.75, 0.7],
  ];
  for (const [hx, hy] of hills) {
    for (let k = 1; k <= 5; k++) {
      const r = k * Math.min(w, h) * 0.07;
      const ring = Array.from({ length: 28 }, (_, i) => {
        const a = (i / 28) * Math.PI * 2;
        const wob = 1 + Math.sin(a * 3 + k) * 0.08 + (rand() - 0.5) * 0.04;
        return [x + hx * w + Math.cos(a) * r * 1.3 * wob, y + hy * h + Math.sin(a) * r * wob];
      });
      parts.push(
        path(`${poly(ring, true)}`, null, { stroke: C.clay, sw: k === 3 ? 1.6 : 1, opacity: 0.45 }),
      );
    }
  }
  const river = `M${n(x - 10)} ${n(y + h * 0.82)}C${n(x + w * 0.25)} ${n(y + h * 0.7)} ${n(x + w * 0.35)} ${n(y + h * 1.0)} ${n(x + w * 0.55)} ${n(y + h * 0.55)}S${n(x + w * 0.8)} ${n(y + h * 0.05)} ${n(x + w + 10)} ${n(y + h * 0.15)}`;
  parts.push(
    path(river, null, { stroke: C.lightWater, sw: 22 }),
    path(river, null, { stroke: C.water, sw: 3, opacity: 0.7 }),
  );
  const roads = [
    `M${n(x)} ${n(y + h * 0.3)}Q${n(x + w * 0.5)} ${n(y + h * 0.42)} ${n(x + w)} ${n(y + h * 0.36)}`,
    `M${n(x + w * 0.62)} ${n(y)}L${n(x + w * 0.48)} ${n(y + h)}`,
  ];
  for (const r of roads)
    parts.push(
      path(r, null, { stroke: C.rock, sw: 11, opacity: 0.5 }),
      path(r, null, { stroke: C.white, sw: 7 }),
    );
  const site = o.site ?? [0.18, 0.45, 0.3, 0.3];
  parts.push(
    rect(x + site[0] * w, y + site[1] * h, site[2] * w, site[3] * h, C.accent, { opacity: 0.07 }),
    rect(x + site[0] * w, y + site[1] * h, site[2] * w, site[3] * h, 'none', {
      stroke: C.accent,
      sw: 2,
      dash: '8 6',
    }),
  );
  const markers = o.markers ?? [
    [0.22, 0.52],
    [0.3, 0.62],
    [0.4, 0.5],
    [0.26, 0.7],
    [0.44, 0.68],
    [0.7, 0.22],
    [0.82, 0.5],
  ];
  const pos = markers.map(([mx, my]) => [x + mx * w, y + my * h]);
  for (const [mx, my] of pos) parts.push(boreholeSymbol(mx, my, 9));
  return {
    markup: `<clipPath id="${id}">${rect(x, y, w, h, '#000', { rx: o.rx ?? 0 })}</clipPath>${g(parts, { 'clip-path': `url(#${id})` })}`,
    pos,
  };
};

/** The standard borehole map symbol: a ringed circle with a filled quarter. */
export const boreholeSymbol = (x, y, r, color = C.deep) =>
  g([
    circle(x, y, r + 3, C.white, { opacity: 0.9 }),
    circle(x, y, r, C.white, { stroke: color, sw: 2.5 }),
    path(`M${n(x)} ${n(y)}V${n(y - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`, color),
  ]);
