import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedImage } from './embedded-image';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An embedded folder whose assets.json holds the given assets. */
function embeddedFolder(assets: unknown[]): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tablogs-embedded-image-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'entries'));
  writeFileSync(path.join(dir, 'assets.json'), JSON.stringify(assets));
  return { CONTENT_EMBEDDED_DIR: dir };
}

function asset(id: string, fields: { description?: string; width?: number }) {
  return {
    sys: { id, type: 'Asset' },
    fields: {
      title: 'Title',
      ...(fields.description === undefined ? {} : { description: fields.description }),
      file: {
        url: `/content/${id}.svg`,
        fileName: `${id}.svg`,
        contentType: 'image/svg+xml',
        details: fields.width ? { image: { width: fields.width, height: 300 } } : {},
      },
    },
  };
}

describe('embeddedImage', () => {
  it("reads the repository's artwork with its size and alt text", async () => {
    const image = await embeddedImage('illus-switch', {});
    expect(image).toMatchObject({ id: 'illus-switch', url: '/content/illus-switch.svg' });
    expect(image.width).toBeGreaterThan(0);
    expect(image.alt.length).toBeGreaterThan(0);
  });

  it('takes the alt text from the description, trimmed', async () => {
    const env = embeddedFolder([asset('art', { description: '  A borehole  ', width: 400 })]);
    await expect(embeddedImage('art', env)).resolves.toMatchObject({
      alt: 'A borehole',
      width: 400,
      height: 300,
    });
  });

  it('fails loudly on a missing asset, size or description', async () => {
    const env = embeddedFolder([
      asset('no-size', { description: 'Alt' }),
      asset('no-alt', { width: 400 }),
    ]);
    await expect(embeddedImage('absent', env)).rejects.toThrow(/absent not found/);
    await expect(embeddedImage('no-size', env)).rejects.toThrow(/no-size: image has no/);
    await expect(embeddedImage('no-alt', env)).rejects.toThrow(/no-alt lacks alt text/);
  });
});
