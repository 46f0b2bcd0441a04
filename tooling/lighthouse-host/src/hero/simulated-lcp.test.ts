import { describe, expect, it } from 'vitest';
import { describeGraph, listRequests, simulatedGraph } from './simulated-lcp.mjs';

const origin = 'http://127.0.0.1:4387';
const network = (path: string, priority: string, resourceType: string, transferSize: number) => ({
  type: 'network',
  request: { url: `${origin}${path}`, priority, resourceType, transferSize },
});

describe('simulatedGraph and describeGraph', () => {
  // The shape of a Lantern estimate: node → simulated timing, CPU nodes among the requests.
  const estimate = {
    timeInMs: 1809.6,
    nodeTimings: new Map<unknown, { endTime: number }>([
      [network('/about', 'VeryHigh', 'Document', 7653), { endTime: 605 }],
      [network('/assets/inter.woff2', 'High', 'Font', 48_508), { endTime: 1809.6 }],
      [{ type: 'cpu' }, { endTime: 880 }],
      [network('/assets/styles.css', 'VeryHigh', 'Stylesheet', 11_839), { endTime: 1060 }],
      [network('/content/hero.640w.webp', 'High', 'Image', 12_306), { endTime: 1210 }],
      [network('/content/dashboard.640w.webp', 'Low', 'Image', 11_162), { endTime: 1210 }],
      [network('/content/avatar.320w.webp', 'Low', 'Image', 6_652), { endTime: 1900 }],
    ]),
  };

  it('keeps the requests, in the order they end, and leaves out CPU work', () => {
    const graph = simulatedGraph(estimate);
    expect(graph.ms).toBe(1810);
    expect(graph.requests.map((request) => request.url.replace(origin, ''))).toEqual([
      '/about',
      '/assets/styles.css',
      '/content/hero.640w.webp',
      '/content/dashboard.640w.webp',
      '/assets/inter.woff2',
      '/content/avatar.320w.webp',
    ]);
  });

  it('names the last request that is not a low-priority image, and the lazy bytes beside it', () => {
    // The avatar ends last, but a low-priority image never sets Lantern's LCP.
    expect(describeGraph(simulatedGraph(estimate), origin)).toBe(
      '1810 ms, set by /assets/inter.woff2 (48.5 KB); 6 requests, 98.1 KB; ' +
        '2 low-priority images sharing the bandwidth (17.8 KB)',
    );
  });

  it('lists each request with its simulated end and bytes, low-priority images marked', () => {
    expect(listRequests(simulatedGraph(estimate), origin)).toEqual([
      '   605 ms    7.7 KB  /about',
      '  1060 ms   11.8 KB  /assets/styles.css',
      '  1210 ms   12.3 KB  /content/hero.640w.webp',
      '  1210 ms   11.2 KB  /content/dashboard.640w.webp (low-priority image)',
      '  1810 ms   48.5 KB  /assets/inter.woff2',
      '  1900 ms    6.7 KB  /content/avatar.320w.webp (low-priority image)',
    ]);
  });

  it('says so when a graph holds no low-priority image', () => {
    const textOnly = {
      timeInMs: 1206,
      nodeTimings: new Map<unknown, { endTime: number }>([
        [network('/privacy-policy', 'VeryHigh', 'Document', 8723), { endTime: 603 }],
        [network('/assets/inter.woff2', 'High', 'Font', 48_508), { endTime: 1206 }],
      ]),
    };
    expect(describeGraph(simulatedGraph(textOnly), origin)).toBe(
      '1206 ms, set by /assets/inter.woff2 (48.5 KB); 2 requests, 57.2 KB; no low-priority image',
    );
  });
});
