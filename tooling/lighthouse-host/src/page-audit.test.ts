import { describe, expect, it } from 'vitest';
import { pageFigures } from './page-audit.mjs';

describe('pageFigures', () => {
  it("reads scores, paint and blocking times, layout shift, script bytes and the run's slowdown", () => {
    const lhr = {
      categories: { performance: { score: 0.984 }, seo: { score: 1 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1510.6 },
        'largest-contentful-paint-element': {
          details: {
            items: [{ items: [{ node: { snippet: '<img class="hero" src="/a.webp">' } }] }],
          },
        },
        'first-contentful-paint': { numericValue: 835.2 },
        'total-blocking-time': { numericValue: 38.4 },
        'cumulative-layout-shift': { numericValue: 0.00041 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'document', transferSize: 9000 },
              { resourceType: 'script', transferSize: 132_198 },
            ],
          },
        },
      },
      configSettings: { throttling: { cpuSlowdownMultiplier: 2.5 } },
    } as unknown as Parameters<typeof pageFigures>[0];
    expect(pageFigures(lhr, ['performance', 'seo', 'accessibility'])).toEqual({
      scores: { performance: 98, seo: 100, accessibility: 0 },
      lcp: 1511,
      lcpElement: '<img class="hero" src="/a.webp">',
      fcp: 835,
      tbt: 38,
      cls: 0,
      jsKiB: 129.1,
      slowdown: 2.5,
    });
  });
});
