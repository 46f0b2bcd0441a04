// Small product-UI pieces for the detail illustrations: cards, buttons, pick lists and status icons.
import { C, circle, g, n, path, rect, text } from './svg.mjs';
import { shadow } from './ui.mjs';

/** A white card with a bold title, optionally lifted by a soft shadow. */
export const card = (x, y, w, h, title, o = {}) =>
  g([
    o.lifted ? shadow(x, y, w, h, 10) : '',
    rect(x, y, w, h, o.fill ?? C.white, { rx: 10, stroke: C.line, sw: 1 }),
    title ? text(x + 20, y + 30, title, { size: o.titleSize ?? 15, weight: 700 }) : '',
  ]);

/** A solid call-to-action button. */
export const button = (x, y, w, label, color = C.accent, h = 36) =>
  g([
    rect(x, y, w, h, color, { rx: 8 }),
    text(x + w / 2, y + h / 2 + 5, label, {
      size: 13,
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    }),
  ]);

/** A pick-list option: outlined, or filled when selected. */
export const pick = (x, y, w, label, selected, color = C.water) =>
  g([
    rect(x, y, w, 30, selected ? color : C.white, { rx: 8, stroke: color, sw: 1.5 }),
    text(x + w / 2, y + 20, label, {
      size: 12,
      weight: 600,
      fill: selected ? C.white : color,
      anchor: 'middle',
    }),
  ]);

/** A labelled progress bar: track, filled part and the value at the right. */
export const progress = (x, y, w, fraction, color, label, value) =>
  g([
    label ? text(x, y - 8, label, { size: 12, fill: C.slate }) : '',
    value ? text(x + w, y - 8, value, { size: 12, weight: 700, fill: color, anchor: 'end' }) : '',
    rect(x, y, w, 10, C.sand, { rx: 5 }),
    rect(x, y, w * fraction, 10, color, { rx: 5 }),
  ]);

/** A checkbox, ticked or empty. */
export const checkbox = (x, y, ticked, color = C.moss) =>
  g([
    rect(x, y, 18, 18, ticked ? color : C.white, { rx: 4, stroke: color, sw: 1.5 }),
    ticked ? path(`M${x + 4} ${y + 9.5}l3.5 3.5l6.5 -7`, null, { stroke: C.white, sw: 2.2 }) : '',
  ]);

/** A round status mark: a tick (ok) or an exclamation (needs attention). */
export const statusMark = (x, y, ok) =>
  g([
    circle(x, y, 13, ok ? C.moss : C.accent, { opacity: 0.16 }),
    circle(x, y, 9, ok ? C.moss : C.accent),
    ok
      ? path(`M${x - 4} ${y}l3 3l5 -6`, null, { stroke: C.white, sw: 2 })
      : g([rect(x - 1.2, y - 5, 2.4, 6, C.white, { rx: 1 }), circle(x, y + 4, 1.4, C.white)]),
  ]);

/** A person as a coloured disc with initials. */
export const initials = (x, y, r, letters, color) =>
  g([
    circle(x, y, r, color),
    text(x, y + r * 0.32, letters, {
      size: r * 0.85,
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    }),
  ]);

/** A file icon with a folded corner and a coloured format label. */
export const fileIcon = (x, y, label, color, s = 1) =>
  g([
    path(
      `M${n(x)} ${n(y)}h${n(44 * s)}l${n(16 * s)} ${n(16 * s)}v${n(60 * s)}h${n(-60 * s)}Z`,
      C.white,
      {
        stroke: C.line,
        sw: 1.5,
      },
    ),
    path(`M${n(x + 44 * s)} ${n(y)}v${n(16 * s)}h${n(16 * s)}`, null, { stroke: C.line, sw: 1.5 }),
    rect(x - 8 * s, y + 36 * s, 56 * s, 22 * s, color, { rx: 4 }),
    text(x + 20 * s, y + 51 * s, label, {
      size: 11 * s,
      weight: 700,
      fill: C.white,
      anchor: 'middle',
    }),
  ]);
