// Geotechnical subject matter: log sheets, strata blocks, site maps and drill rigs.
import { SOIL, SOIL_FLAT } from './patterns.mjs';
import { C, circle, g, line, n, path, poly, rect, rng, text, textBars } from './svg.mjs';

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

/** Isometric projection helper for blocks. */
const iso = (ox, oy, s) => (u, v, z) => [ox + (u - v) * 0.866 * s, oy + (u + v) * 0.5 * s - z * s];

/**
 * An isometric subsurface block (u by v footprint, depth dz) with layered strata on its two visible
 * faces, a mossy top and borehole sticks.
 */
export const strataBlock = (ox, oy, s, o = {}) => {
  const U = o.U ?? 10;
  const V = o.V ?? 7;
  const P = iso(ox, oy, s);
  const layers = o.layers ?? [
    { c: '#8A6A4F', z: [-0.5, -0.6, -0.4, -0.6] },
    { c: C.clay, z: [-1.8, -2.2, -1.6, -2.0] },
    { c: '#E2CFA9', z: [-3.0, -3.2, -3.4, -2.8] },
    { c: C.water, z: [-3.6, -3.7, -3.9, -3.4], water: true },
    { c: '#B9AE9C', z: [-4.6, -4.5, -4.9, -4.4] },
    { c: C.rock, z: [-6, -6, -6, -6] },
  ];
  // Corner order for z arrays: (0,0), (U,0), (U,V), (0,V).
  const parts = [];
  let prev = [0, 0, 0, 0];
  for (const layer of layers) {
    const z = layer.z;
    const left = [P(0, V, prev[3]), P(U, V, prev[2]), P(U, V, z[2]), P(0, V, z[3])];
    const right = [P(U, V, prev[2]), P(U, 0, prev[1]), P(U, 0, z[1]), P(U, V, z[2])];
    parts.push(path(poly(left, true), layer.c, { stroke: C.ink, sw: 0.6 }));
    parts.push(path(poly(right, true), layer.c, { stroke: C.ink, sw: 0.6 }));
    parts.push(path(poly(right, true), C.ink, { opacity: 0.14 }));
    prev = z;
  }
  const topFace = [P(0, 0, 0), P(U, 0, 0), P(U, V, 0), P(0, V, 0)];
  parts.push(path(poly(topFace, true), '#9DB38A', { stroke: C.ink, sw: 0.8 }));
  // Contour-like rings on the top surface.
  for (const [cu, cv, r] of [
    [3, 3, 2.2],
    [3, 3, 1.2],
    [7.5, 4.5, 1.6],
  ]) {
    const ring = Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return P(cu + Math.cos(a) * r, cv + Math.sin(a) * r * 0.8, 0);
    });
    parts.push(path(poly(ring, true), null, { stroke: C.moss, sw: 1.2, opacity: 0.8 }));
  }
  // Boreholes on the two visible faces show their logged column; interior ones show as collar pins.
  const zAt = (z, u, v) => {
    const a = z[0] + (z[1] - z[0]) * (u / U);
    const b = z[3] + (z[2] - z[3]) * (u / U);
    return a + (b - a) * (v / V);
  };
  const faceHoles = o.faceHoles ?? [
    [3, V],
    [7, V],
    [U, 3.5],
  ];
  for (const [hu, hv] of faceHoles) {
    let zTop = 0;
    for (const layer of layers) {
      const zBot = zAt(layer.z, hu, hv);
      const [ax, ay] = P(hu, hv, zTop);
      const [, by] = P(hu, hv, zBot);
      parts.push(rect(ax - 5, ay, 10, by - ay, layer.c, { stroke: C.ink, sw: 1 }));
      zTop = zBot;
    }
    const [cx, cy] = P(hu, hv, 0);
    parts.push(
      path(
        poly([
          [cx, cy],
          [cx, cy - 26],
        ]),
        null,
        { stroke: C.ink, sw: 2 },
      ),
      circle(cx, cy - 30, 6, C.accent, { stroke: C.white, sw: 2 }),
    );
  }
  const pins = o.pins ?? [
    [2.5, 2],
    [6, 2.5],
    [4.5, 5],
  ];
  for (const [hu, hv] of pins) {
    const [cx, cy] = P(hu, hv, 0);
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="7" ry="4" fill="${C.ink}" opacity="0.25"/>`,
      path(
        poly([
          [cx, cy],
          [cx, cy - 26],
        ]),
        null,
        { stroke: C.ink, sw: 2 },
      ),
      circle(cx, cy - 30, 6, C.deep, { stroke: C.white, sw: 2 }),
    );
  }
  return g(parts);
};

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

/** A truck-mounted drill rig with mast and auger; (x, y) is the ground point under the rear wheel. */
export const drillRig = (x, y, s = 1, o = {}) => {
  const S = (v) => v * s;
  const body = o.color ?? C.accent;
  return g([
    rect(x - S(20), y - S(70), S(190), S(44), body, { rx: S(6) }),
    rect(x + S(130), y - S(110), S(70), S(84), C.slate, { rx: S(8) }),
    rect(x + S(145), y - S(100), S(42), S(30), C.lightWater, { rx: S(4) }),
    rect(x - S(10), y - S(300), S(22), S(232), C.slate, { rx: S(3) }),
    path(
      `M${n(x - S(10))} ${n(y - S(290))}L${n(x + S(12))} ${n(y - S(250))}M${n(x + S(12))} ${n(y - S(250))}L${n(x - S(10))} ${n(y - S(210))}L${n(x + S(12))} ${n(y - S(170))}L${n(x - S(10))} ${n(y - S(130))}L${n(x + S(12))} ${n(y - S(90))}`,
      null,
      { stroke: C.rock, sw: S(3) },
    ),
    rect(x - S(28), y - S(150), S(58), S(26), C.soil, { rx: S(4) }),
    line(x + S(1), y - S(124), x + S(1), y + S(40), C.rock, S(6), { cap: 'butt' }),
    path(
      `M${n(x - S(8))} ${n(y + S(4))}l${n(S(18))} ${n(S(8))}M${n(x - S(8))} ${n(y + S(18))}l${n(S(18))} ${n(S(8))}M${n(x - S(8))} ${n(y + S(32))}l${n(S(18))} ${n(S(8))}`,
      null,
      { stroke: C.slate, sw: S(3) },
    ),
    circle(x + S(20), y - S(22), S(22), C.ink),
    circle(x + S(20), y - S(22), S(9), C.rock),
    circle(x + S(160), y - S(22), S(22), C.ink),
    circle(x + S(160), y - S(22), S(9), C.rock),
  ]);
};

/** Layered ground band across the bottom of a scene, with gently wavy boundaries. */
export const groundBands = (x, y, w, h, o = {}) => {
  const colors = o.colors ?? ['#9DB38A', '#8A6A4F', C.clay, '#E2CFA9', '#B9AE9C', C.rock];
  const rand = rng(o.seed ?? 11);
  const parts = [];
  const bandH = h / colors.length;
  colors.forEach((c, i) => {
    const y0 = y + i * bandH;
    const a = rand() * 10;
    const pts = Array.from({ length: 9 }, (_, k) => [
      x + (k / 8) * w,
      y0 + (i ? Math.sin(k * 0.9 + a) * bandH * 0.18 : 0),
    ]);
    parts.push(path(`${poly(pts)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, c));
  });
  return g(parts);
};
