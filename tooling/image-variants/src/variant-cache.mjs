// Image variants kept between builds: a source image's variants, keyed by its name and bytes, the
// resize settings, the encoders' versions and the code that makes them, are copied from the cache instead of
// encoded again (the variants were 60 of a build's 87 CPU seconds on the 2-core host, decision
// 0067). IMAGE_VARIANT_CACHE names the folder (default: node_modules/.cache/tablogs-image-variants
// at the repository's root); `off` encodes every variant, as bench:content's timed builds do.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const DEFAULT_DIR = path.join(repoRoot, 'node_modules/.cache/tablogs-image-variants');
/** The code whose output is cached: a change to either makes every key new. */
const MAKERS = ['responsive-images.mjs', 'variant-cache.mjs'].map((name) =>
  readFileSync(fileURLToPath(new URL(name, import.meta.url))),
);

/**
 * @typedef {{ file: string; widths: number[]; variants: string[] }} Variants
 * @param {NodeJS.ProcessEnv} env
 * @param {{ encoderVersions: string, settings: string }} maker what else decides the variants'
 *   bytes: sharp's and its libraries' versions, and the widths and qualities
 */
export function variantCache(env, maker) {
  const setting = env.IMAGE_VARIANT_CACHE;
  const dir = setting === 'off' ? null : path.resolve(setting || DEFAULT_DIR);
  const makerHash = createHash('sha256')
    .update(maker.encoderVersions)
    .update(maker.settings)
    .update(Buffer.concat(MAKERS))
    .digest('hex');
  return {
    /**
     * `file`'s variants beside it: copied from the cache when it holds them, else made by `make`
     * and then kept (written to a folder of its own and renamed into place, so a killed build
     * never leaves half an entry).
     * @param {string} file
     * @param {() => Promise<Variants>} make
     * @returns {Promise<Variants>}
     */
    async variantsOf(file, make) {
      if (!dir) return make();
      // The file's name too: its variants are named after it.
      const key = createHash('sha256')
        .update(makerHash)
        .update(path.basename(file))
        .update(readFileSync(file))
        .digest('hex');
      const entry = path.join(dir, key);
      const listFile = path.join(entry, 'widths.json');
      const beside = path.dirname(file);
      if (existsSync(listFile)) {
        const { widths, names } = JSON.parse(readFileSync(listFile, 'utf8'));
        const variants = names.map((/** @type {string} */ name) => path.join(beside, name));
        for (const [index, name] of names.entries()) {
          cpSync(path.join(entry, name), /** @type {string} */ (variants[index]));
        }
        return { file, widths, variants };
      }
      const made = await make();
      const partial = `${entry}.${process.pid}.partial`;
      mkdirSync(partial, { recursive: true });
      const names = made.variants.map((variant) => path.basename(variant));
      for (const [index, name] of names.entries()) {
        cpSync(/** @type {string} */ (made.variants[index]), path.join(partial, name));
      }
      writeFileSync(
        path.join(partial, 'widths.json'),
        JSON.stringify({ widths: made.widths, names }),
      );
      try {
        renameSync(partial, entry);
      } catch {
        // Another build kept the same entry meanwhile.
        rmSync(partial, { recursive: true, force: true });
      }
      return made;
    },
  };
}
