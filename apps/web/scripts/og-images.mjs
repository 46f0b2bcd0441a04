// Draws the 1200×630 social cards (Open Graph / Twitter) into <build>/client/og/<section>.png.
// Social sites do not accept SVG, so each branded SVG card is rasterised with resvg.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import {
  SOCIAL_CARD_HEIGHT as HEIGHT,
  SOCIAL_SECTIONS,
  socialCardPath,
  SOCIAL_CARD_WIDTH as WIDTH,
} from '../app/seo/social-cards.mjs';

/** Social sites reject or recompress large images; every card must stay under this. */
export const MAX_CARD_BYTES = 150 * 1024;

const NAVY = '#0e4466';
const SAND = '#ede3d2';
const CLAY = '#a8623a';
const SKY = '#1f6f9f';
const FONTS = 'Inter';

/**
 * The site's font, from the design system (@tablogs/ui/fonts: Inter's Latin subset at 400 and
 * 700, static instances of @fontsource-variable/inter, SIL OFL), never the build host's fonts: a
 * host without fonts drew cards with no text.
 */
const FONT_FILES = ['Inter-Regular.ttf', 'Inter-Bold.ttf'].map((file) =>
  fileURLToPath(import.meta.resolve(`@tablogs/ui/fonts/${file}`)),
);

/**
 * Rasterises a card with the repository's fonts only.
 * @param {string} svg
 */
export function renderCard(svg) {
  return new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
    .render()
    .asPng();
}

/**
 * The same card with its text left out: when a card renders identically, none was drawn.
 * @param {string} svg
 */
export function withoutText(svg) {
  return svg.replace(/<text\b[\s\S]*?<\/text>/g, '');
}

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Greedy line breaking for a title set in a known size (no text measuring in SVG).
 * @param {string} text
 * @param {number} maxChars
 */
export function wrapWords(text, maxChars) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The SVG of one card: brand mark and words on the left, the section's illustration on the right.
 * @param {import('../app/seo/social-cards.mjs').SocialSection} section
 * @param {string} illustrationSvg
 */
export function cardSvg(section, illustrationSvg) {
  const titleLines = wrapWords(section.title, 20).slice(0, 4);
  const title = titleLines
    .map((line, i) => `<tspan x="64" dy="${i === 0 ? 0 : 62}">${escapeXml(line)}</tspan>`)
    .join('');
  const taglineLines = wrapWords(section.tagline, 34).slice(0, 2);
  const taglineTop = 236 + titleLines.length * 62;
  const tagline = taglineLines
    .map((line, i) => `<tspan x="64" dy="${i === 0 ? 0 : 36}">${escapeXml(line)}</tspan>`)
    .join('');
  const illustration = Buffer.from(illustrationSvg).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${NAVY}"/>
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="${CLAY}"/>
  <g transform="translate(64 56)">
    <rect width="40" height="48" rx="9" fill="${SAND}"/>
    <rect x="8" y="8" width="24" height="9" rx="2" fill="${NAVY}"/>
    <rect x="8" y="21" width="24" height="8" rx="2" fill="${CLAY}"/>
    <rect x="8" y="33" width="24" height="8" rx="2" fill="${SKY}"/>
    <text x="58" y="36" font-family="${FONTS}" font-size="34" font-weight="700" fill="#ffffff">TabLogs</text>
  </g>
  <text x="64" y="210" font-family="${FONTS}" font-size="52" font-weight="700" fill="#ffffff">${title}</text>
  <text x="64" y="${taglineTop}" font-family="${FONTS}" font-size="28" fill="${SAND}">${tagline}</text>
  <clipPath id="frame"><rect x="640" y="96" width="512" height="384" rx="24"/></clipPath>
  <image x="640" y="96" width="512" height="384" clip-path="url(#frame)" preserveAspectRatio="xMidYMid slice" href="data:image/svg+xml;base64,${illustration}"/>
</svg>`;
}

/**
 * Writes every card into the client folder and returns their paths and sizes.
 * @param {{ clientDir: string, illustrationsDir: string }} dirs
 */
export function writeSocialCards({ clientDir, illustrationsDir }) {
  mkdirSync(path.join(clientDir, 'og'), { recursive: true });
  return Object.entries(SOCIAL_SECTIONS).map(([id, section]) => {
    const illustration = readFileSync(path.join(illustrationsDir, section.illustration), 'utf8');
    const svg = cardSvg(section, illustration);
    const png = renderCard(svg);
    const urlPath = socialCardPath(/** @type {keyof typeof SOCIAL_SECTIONS} */ (id));
    if (png.equals(renderCard(withoutText(svg)))) {
      throw new Error(`${urlPath} would have no text: its font did not load (${FONT_FILES[0]})`);
    }
    if (png.length > MAX_CARD_BYTES) {
      throw new Error(`${urlPath} is ${png.length} bytes, over the ${MAX_CARD_BYTES}-byte limit`);
    }
    writeFileSync(path.join(clientDir, urlPath), png);
    return { urlPath, bytes: png.length };
  });
}
