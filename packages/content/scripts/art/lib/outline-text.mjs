// Turns the <text> of a generated SVG into outlines drawn with the site's Inter (resvg, fonts
// from @tablogs/ui). Real client logos come as outlined artwork; live text in an <img> SVG is
// laid out and painted again on every repaint: twelve logos on /switch-now took paint 357 -> 76 ms
// and layout 376 -> 214 ms at 4x CPU once outlined (Chrome trace). Outlines also look the same on
// every device: an SVG image cannot load web fonts, so live text fell back to whatever sans-serif
// the device had.
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const FONT_FILES = ['Inter-Regular.ttf', 'Inter-Bold.ttf'].map((file) =>
  fileURLToPath(new URL(`../../../../ui/fonts/${file}`, import.meta.url)),
);

/**
 * resvg's outline, made small: one decimal of a unit is far below a pixel at any size a logo is
 * shown, path commands need no spaces around them, and no stroke is the default.
 */
const compact = (svg) =>
  svg
    .replace(/>\s+</g, '><')
    .replace(/ stroke="none"/g, '')
    .replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 10) / 10))
    .replace(/ d="([^"]*)"/g, (_, d) => ` d="${d.replace(/\s*([A-Za-z])\s*/g, '$1').trim()}"`);

/**
 * The outline of one <text> element, as resvg draws it inside the document's root attributes
 * (viewBox, font-family), wrapped in a group that keeps the text's size for the layout audit.
 * @param {string} rootAttributes
 * @param {string} textElement
 */
function outlineOne(rootAttributes, textElement) {
  const size = /font-size="([\d.]+)"/.exec(textElement)?.[1] ?? '16';
  const drawn = new Resvg(`<svg ${rootAttributes}>${textElement}</svg>`, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  }).toString();
  const inner = /<defs\/>([\s\S]*)<\/svg>/.exec(drawn)?.[1]?.trim();
  if (!inner?.includes('<path')) throw new Error(`resvg drew no outline for ${textElement}`);
  return `<g data-font-size="${size}">${compact(inner)}</g>`;
}

/**
 * The document with every <text> replaced by its outline; the root keeps its title and role.
 * @param {string} svg
 */
export function outlineText(svg) {
  const rootAttributes = /^<svg ([^>]*)>/.exec(svg)?.[1];
  if (!rootAttributes) throw new Error('not an SVG document');
  return svg
    .replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, (text) => outlineOne(rootAttributes, text))
    .replace(/ font-family="[^"]*"/, '');
}
