// What tests of image variants share, here and in the app that checks the names against
// @tablogs/content: a throwaway content folder and a real PNG to resize.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A new empty folder under the system's temporary folder. */
export function tempContentDir() {
  return mkdtempSync(path.join(tmpdir(), 'tablogs-responsive-'));
}

/**
 * A transparent-cornered PNG `width` × `height` pixels at `file`.
 * @param {string} file @param {number} width @param {number} height
 */
export async function writePng(file, width, height) {
  await sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 0.5 } },
  })
    .png()
    .toFile(file);
}
