import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { variantCache } from './variant-cache.mjs';

let dir = '';
let cacheDir = '';
const maker = { encoderVersions: '{"sharp":"0.34.0"}', settings: '{"widths":[320,640]}' };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tablogs-variants-'));
  cacheDir = path.join(dir, 'cache');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the encoder: writes one variant per width from the source's bytes. */
function encoder(file: string) {
  let calls = 0;
  const make = async () => {
    calls += 1;
    const stem = file.slice(0, -'.svg'.length);
    const variants = [320, 640].map((width) => `${stem}.${width}w.webp`);
    for (const variant of variants)
      writeFileSync(variant, `${readFileSync(file, 'utf8')} at ${variant}`);
    return { file, widths: [320, 640], variants };
  };
  return { make, calls: () => calls };
}

describe('variantCache', () => {
  it('encodes a new image once, then copies its variants from the cache', async () => {
    const file = path.join(dir, 'hero.svg');
    writeFileSync(file, '<svg>hero</svg>');
    const encode = encoder(file);
    const cache = variantCache({ IMAGE_VARIANT_CACHE: cacheDir }, maker);
    const first = await cache.variantsOf(file, encode.make);
    const made = first.variants.map((variant) => readFileSync(variant, 'utf8'));
    for (const variant of first.variants) rmSync(variant);

    const again = await cache.variantsOf(file, encode.make);
    expect(encode.calls()).toBe(1);
    expect(again).toEqual(first);
    expect(again.variants.map((variant) => readFileSync(variant, 'utf8'))).toEqual(made);
    // One finished entry, no partial one left behind.
    expect(readdirSync(cacheDir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('encodes again when the bytes, the name or the settings differ', async () => {
    const file = path.join(dir, 'hero.svg');
    writeFileSync(file, '<svg>hero</svg>');
    const encode = encoder(file);
    const cache = variantCache({ IMAGE_VARIANT_CACHE: cacheDir }, maker);
    await cache.variantsOf(file, encode.make);
    writeFileSync(file, '<svg>hero, redrawn</svg>');
    await cache.variantsOf(file, encode.make);
    expect(encode.calls()).toBe(2);

    const renamed = path.join(dir, 'poster.svg');
    writeFileSync(renamed, '<svg>hero, redrawn</svg>');
    const encodeRenamed = encoder(renamed);
    const result = await cache.variantsOf(renamed, encodeRenamed.make);
    expect(encodeRenamed.calls()).toBe(1);
    expect(result.variants.map((variant) => path.basename(variant))).toEqual([
      'poster.320w.webp',
      'poster.640w.webp',
    ]);

    const other = variantCache(
      { IMAGE_VARIANT_CACHE: cacheDir },
      { ...maker, encoderVersions: '{"sharp":"0.35.0"}' },
    );
    await other.variantsOf(file, encode.make);
    expect(encode.calls()).toBe(3);
  });

  it('off encodes every time and keeps nothing', async () => {
    const file = path.join(dir, 'hero.svg');
    writeFileSync(file, '<svg>hero</svg>');
    const encode = encoder(file);
    const cache = variantCache({ IMAGE_VARIANT_CACHE: 'off' }, maker);
    await cache.variantsOf(file, encode.make);
    await cache.variantsOf(file, encode.make);
    expect(encode.calls()).toBe(2);
    expect(readdirSync(dir).includes('cache')).toBe(false);
  });
});
