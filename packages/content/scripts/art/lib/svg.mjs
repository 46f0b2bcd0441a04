// Tiny SVG string builders shared by every art family. Output is hand-readable, compact SVG.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FILES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'embedded',
  'files',
);

/** The brand palette; every colour in the artwork comes from here. */
export const C = {
  paper: '#FBF8F3',
  sand: '#EDE3D2',
  clay: '#A8623A',
  soil: '#6B4226',
  rock: '#6B7780',
  slate: '#3A4750',
  ink: '#1C2326',
  water: '#1F6F9F',
  deep: '#0E4466',
  lightWater: '#D6E9F3',
  moss: '#5E7D4F',
  accent: '#D9531E',
  white: '#FFFFFF',
  line: '#DDD3C2',
};

export const FONT = 'Inter, system-ui, sans-serif';

/** Rounds to one decimal so generated coordinates stay short. */
export const n = (v) => String(Math.round(v * 10) / 10);

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`)
    .join('');

export const el = (tag, a = {}, inner) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export const g = (inner, a = {}) => el('g', a, Array.isArray(inner) ? inner.join('') : inner);

export const rect = (x, y, w, h, fill, o = {}) =>
  el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: o.rx,
    fill,
    stroke: o.stroke,
    'stroke-width': o.sw,
    'stroke-dasharray': o.dash,
    opacity: o.opacity,
    transform: o.transform,
  });

export const circle = (cx, cy, r, fill, o = {}) =>
  el('circle', { cx, cy, r, fill, stroke: o.stroke, 'stroke-width': o.sw, opacity: o.opacity });

export const line = (x1, y1, x2, y2, stroke, sw = 1, o = {}) =>
  el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke,
    'stroke-width': sw,
    'stroke-linecap': o.cap ?? 'round',
    'stroke-dasharray': o.dash,
    opacity: o.opacity,
  });

export const path = (d, fill, o = {}) =>
  el('path', {
    d,
    fill: fill ?? 'none',
    stroke: o.stroke,
    'stroke-width': o.sw,
    'stroke-linecap': o.stroke ? (o.cap ?? 'round') : undefined,
    'stroke-linejoin': o.stroke ? 'round' : undefined,
    'stroke-dasharray': o.dash,
    opacity: o.opacity,
    transform: o.transform,
  });

/** Polyline/polygon path through points: [[x,y],...]. */
export const poly = (pts, close = false) =>
  `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

export const text = (x, y, str, o = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-size': o.size ?? 16,
      'font-weight': o.weight,
      fill: o.fill ?? C.ink,
      'text-anchor': o.anchor,
      'letter-spacing': o.spacing,
      opacity: o.opacity,
    },
    esc(str),
  );

/** Rounded bars that stand in for lines of text in a UI mock-up. */
export const textBars = (x, y, widths, o = {}) => {
  const h = o.h ?? 6;
  const gap = o.gap ?? 12;
  return widths.map((w, i) => rect(x, y + i * gap, w, h, o.fill ?? C.line, { rx: h / 2 })).join('');
};

/** Wraps a whole document; font-family is set once on the root so text elements stay short. */
export const svgDoc = ({ width, height, title, body, defs = '', x = 0, y = 0 }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${Array.isArray(body) ? body.join('') : body}</svg>\n`;

/** Deterministic pseudo-random numbers so regenerated files are byte-identical. */
export const rng = (seed) => {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
};

export const writeSvg = (id, svg) => {
  writeFileSync(join(FILES_DIR, `${id}.svg`), svg);
  return id;
};
