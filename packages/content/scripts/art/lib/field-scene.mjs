// Side views of a site in the field: the drill rig and the layered ground under it.
import { C, circle, g, line, n, path, poly, rect, rng } from './svg.mjs';

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
