import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AFTER_TRACE_AUDITS, pageFigures } from './page-audit.mjs';

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

// These import Lighthouse's config and every audit module it names: about 1.3 s on a quiet host,
// over vitest's default 5 s beside the rest of `pnpm test` on two cores.
describe('AFTER_TRACE_AUDITS', { timeout: 60_000 }, () => {
  const INSTRUMENTATION = [
    'startInstrumentation',
    'startSensitiveInstrumentation',
    'stopSensitiveInstrumentation',
    'stopInstrumentation',
  ];
  type Config = {
    categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
    audits: (string | { path: string })[];
    artifacts: { id: string; gatherer: string | { path: string } }[];
  };
  const lighthouseDir = path.dirname(
    createRequire(import.meta.url).resolve('lighthouse/package.json'),
  );
  const load = async (file: string) =>
    (await import(pathToFileURL(path.join(lighthouseDir, file)).href)).default;

  it('weigh nothing, in the performance category alone', async () => {
    const config: Config = await load('core/config/default-config.js');
    for (const [category, { auditRefs }] of Object.entries(config.categories)) {
      for (const ref of auditRefs.filter((ref) => AFTER_TRACE_AUDITS.includes(ref.id))) {
        expect([category, ref.id, ref.weight]).toEqual(['performance', ref.id, 0]);
      }
    }
  });

  it('leave out only gatherers that run after the trace, never one that instruments the load', async () => {
    const config: Config = await load('core/config/default-config.js');
    /** Artifact id -> the audits that read it. */
    const readers = new Map<string, string[]>();
    for (const entry of config.audits) {
      const auditPath = typeof entry === 'string' ? entry : entry.path;
      const audit = await load(`core/audits/${auditPath}.js`);
      for (const artifact of audit.meta.requiredArtifacts as string[]) {
        readers.set(artifact, [...(readers.get(artifact) ?? []), path.basename(auditPath)]);
      }
    }
    const dropped = [...readers]
      .filter(([, audits]) => audits.every((id) => AFTER_TRACE_AUDITS.includes(id)))
      .map(([artifact]) => artifact);
    expect(dropped).toContain('BFCacheFailures');
    for (const artifact of dropped) {
      const entry = config.artifacts.find((candidate) => candidate.id === artifact);
      if (!entry) continue;
      const gathererPath =
        typeof entry.gatherer === 'string' ? entry.gatherer : entry.gatherer.path;
      const Gatherer = await load(`core/gather/gatherers/${gathererPath}.js`);
      const own = INSTRUMENTATION.filter((phase) => Object.hasOwn(Gatherer.prototype, phase));
      expect([artifact, own]).toEqual([artifact, []]);
    }
  });
});
