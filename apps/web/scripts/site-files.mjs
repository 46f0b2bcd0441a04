// The files a build ships besides its pages: the embedded content files with srcset variants of
// their images, and the social cards. None depends on the rendered pages, so `pnpm build`
// (build-release.mjs) writes them into a folder of their own while React Router builds and
// prerenders, and the postbuild moves them into `client/`: the prerender keeps one core busy and
// the image variants the other. `node scripts/site-files.mjs <dir>` writes them into <dir>.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResponsiveImages } from '@tablogs/image-variants';
import { writeSocialCards } from './og-images.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentFiles = path.resolve(appDir, '../../packages/content/embedded/files');

/**
 * Writes `content/` and `og/` into `dir`, laid out as under a build's `client/`.
 * @param {string} dir
 */
export async function writeSiteFiles(dir) {
  mkdirSync(dir, { recursive: true });
  if (existsSync(contentFiles))
    cpSync(contentFiles, path.join(dir, 'content'), { recursive: true });

  // srcset variants of embedded raster images and SVGs (the names responsiveImage() of
  // @tablogs/content uses).
  const responsiveImages = await writeResponsiveImages(path.join(dir, 'content'));
  if (responsiveImages.length > 0)
    console.log(
      `postbuild: ${responsiveImages.reduce((sum, image) => sum + image.variants.length, 0)} variants of ${responsiveImages.length} images`,
    );

  // Open Graph / Twitter cards, one PNG per site section (see app/seo/social-cards.mjs).
  const socialCards = writeSocialCards({ clientDir: dir, illustrationsDir: contentFiles });
  console.log(
    `postbuild: ${socialCards.length} social cards (${socialCards.map((card) => `${card.urlPath} ${Math.round(card.bytes / 1024)} KiB`).join(', ')})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/site-files.mjs <dir>');
  await writeSiteFiles(path.resolve(dir));
}
