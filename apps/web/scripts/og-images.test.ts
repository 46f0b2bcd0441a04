import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOCIAL_SECTIONS } from '../app/seo/social-cards.mjs';
import { cardSvg, renderCard, withoutText } from './og-images.mjs';

const illustrations = path.resolve(import.meta.dirname, '../../../packages/content/embedded/files');

describe('social cards', () => {
  it('draw their text with the repository font, whatever fonts the host has', {
    timeout: 60_000,
  }, () => {
    for (const [id, section] of Object.entries(SOCIAL_SECTIONS)) {
      const svg = cardSvg(
        section,
        readFileSync(path.join(illustrations, section.illustration), 'utf8'),
      );
      expect(renderCard(svg).equals(renderCard(withoutText(svg))), id).toBe(false);
    }
  });

  it('withoutText leaves the artwork and drops every text element', () => {
    const svg =
      '<svg><rect/><text x="1">A</text><g><text y="2">B <tspan>C</tspan></text></g></svg>';
    expect(withoutText(svg)).toBe('<svg><rect/><g></g></svg>');
  });
});
