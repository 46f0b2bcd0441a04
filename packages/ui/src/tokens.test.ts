// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTokenRules, resolveTokens } from './test/css-tokens';
import { contrastRatio } from './test/wcag';

const rules = parseTokenRules(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8'));

const themes = ['light', 'dark'] as const;
const tones = ['default', 'muted', 'sand', 'alternate', 'water'] as const;

function selectorsFor(theme: (typeof themes)[number], tone: (typeof tones)[number]): string[] {
  const selectors = [':root'];
  if (theme === 'dark') {
    selectors.push('[data-theme="dark"]');
  }
  if (tone !== 'default') {
    selectors.push(`[data-tone="${tone}"]`);
    if (theme === 'dark') {
      selectors.push(`[data-theme="dark"] [data-tone="${tone}"]`);
    }
  }
  return selectors;
}

const bodyTextTokens = [
  '--color-text',
  '--color-heading',
  '--color-text-muted',
  '--color-link',
  '--color-accent-text',
  '--color-danger-text',
  '--color-success-text',
];
const surfaces = ['--color-bg', '--color-surface', '--color-surface-raised'];

/** Text drawn on its own fill, independent of the section background. */
const filledPairs: Array<[foreground: string, background: string]> = [
  ['--color-cta-text', '--color-cta-bg'],
  ['--color-cta-text', '--color-cta-bg-hover'],
  ['--color-secondary-text', '--color-secondary-bg'],
  ['--color-secondary-text', '--color-secondary-bg-hover'],
  ['--color-badge-text', '--color-badge-bg'],
  ['--color-selected-text', '--color-selected-bg'],
];

/** Non-text UI that must be told apart from the background (WCAG 1.4.11). */
const uiTokens = ['--color-focus', '--color-control-border'];

describe.each(themes)('%s theme', (theme) => {
  describe.each(tones)('%s tone', (tone) => {
    const tokens = resolveTokens(rules, selectorsFor(theme, tone));
    const color = (name: string): string => {
      const value = tokens.get(name);
      if (value === undefined) {
        throw new Error(`Missing token ${name}`);
      }
      return value;
    };

    it.each(bodyTextTokens.flatMap((text) => surfaces.map((surface) => [text, surface] as const)))(
      '%s on %s is at least 4.5:1',
      (text, surface) => {
        expect(contrastRatio(color(text), color(surface))).toBeGreaterThanOrEqual(4.5);
      },
    );

    it.each(filledPairs)('%s on %s is at least 4.5:1', (text, fill) => {
      expect(contrastRatio(color(text), color(fill))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(uiTokens.flatMap((ui) => surfaces.map((surface) => [ui, surface] as const)))(
      '%s against %s is at least 3:1',
      (ui, surface) => {
        expect(contrastRatio(color(ui), color(surface))).toBeGreaterThanOrEqual(3);
      },
    );
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });
});
