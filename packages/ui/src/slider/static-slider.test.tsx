import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';
import { StaticSlider } from './static-slider';

/** Every class attribute, in document order. */
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map(([, name]) => name);

describe('StaticSlider', () => {
  const props = { label: 'Logs', min: 100, max: 500, step: 50, value: 200, formatValue: String };

  it("draws the Radix slider's boxes, with the thumb at the value", () => {
    const drawn = renderToString(<StaticSlider {...props} className="pricing-slider" />);
    const interactive = renderToString(<Slider {...props} className="pricing-slider" />);
    expect(classesOf(drawn)).toEqual(classesOf(interactive));
    expect(drawn).toContain('--tl-slider-percent:25');
  });

  it('reads its value as text and hides the inert track', () => {
    const drawn = renderToString(<StaticSlider {...props} />);
    expect(drawn).toContain('<span class="tl-slider__value">200</span>');
    expect(drawn).toMatch(/<span class="tl-slider__root"[^>]*aria-hidden="true"/);
    expect(drawn).not.toContain('role="slider"');
  });
});
