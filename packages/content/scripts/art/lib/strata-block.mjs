// The isometric ground model: a block of subsurface strata with boreholes through it.
import { C, circle, g, n, path, poly, rect } from './svg.mjs';

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
    parts.push(...collarPin(cx, cy, C.accent));
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
      ...collarPin(cx, cy, C.deep),
    );
  }
  return g(parts);
};

/** A borehole's collar marker at (cx, cy): a post with a round head of `fill`. */
function collarPin(cx, cy, fill) {
  return [
    path(
      poly([
        [cx, cy],
        [cx, cy - 26],
      ]),
      null,
      { stroke: C.ink, sw: 2 },
    ),
    circle(cx, cy - 30, 6, fill, { stroke: C.white, sw: 2 }),
  ];
}
