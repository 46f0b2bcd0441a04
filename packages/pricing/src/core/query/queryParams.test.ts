import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAB_SLIDER, LOGGING_SLIDER } from '../../data/sliders';
import { parseBillingParam, parseSliderParam } from './queryParams';

describe('parseSliderParam', () => {
  it.each(['100', '250', '500'])('keeps the slider position %s', (raw) => {
    expect(parseSliderParam(raw, LOGGING_SLIDER)).toBe(Number(raw));
  });

  it.each([
    [null, 'missing'],
    ['', 'empty'],
    ['abc', 'not a number'],
    ['10000', 'above the slider'],
    ['50', 'below the slider'],
    ['120', 'between steps'],
    ['-5', 'negative'],
    ['250.0', 'a decimal'],
    [' 250', 'padded'],
    ['2.5e2', 'an exponent'],
    ['0x64', 'hexadecimal'],
    ['+250', 'signed'],
  ])('falls back to the default for %j (%s)', (raw, _why) => {
    expect(parseSliderParam(raw, LOGGING_SLIDER)).toBe(LOGGING_SLIDER.defaultValue);
  });

  it('uses the fallback it is given', () => {
    expect(parseSliderParam('-5', LAB_SLIDER, 300)).toBe(300);
    expect(parseSliderParam('0', LAB_SLIDER, 300)).toBe(0);
  });

  it('returns every slider position unchanged and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 5000 }), (value) => {
        const isPosition = value >= 0 && value <= 3000 && value % 50 === 0;
        expect(parseSliderParam(String(value), LAB_SLIDER, 300)).toBe(isPosition ? value : 300);
      }),
    );
  });
});

describe('parseBillingParam', () => {
  it('reads both billing periods exactly', () => {
    expect(parseBillingParam('annual', 'monthly')).toBe('annual');
    expect(parseBillingParam('monthly', 'annual')).toBe('monthly');
  });

  it.each([null, '', 'weekly', 'Monthly', 'annual '])('falls back for %j', (raw) => {
    expect(parseBillingParam(raw, 'annual')).toBe('annual');
  });
});
