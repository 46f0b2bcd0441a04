import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  INERT_HYDRATION_TYPE,
  inlineScriptHashes,
  withDeferredHydration,
} from './inline-scripts.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, not JSON data or external scripts', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("/assets/x.js")</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src="/assets/y.js"></script>',
      '<script>window.a=1</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a=1'),
      sha256('import("/assets/x.js")'),
      sha256(''),
    ]);
  });
});

describe('withDeferredHydration', () => {
  const module = 'import "/assets/entry.client.js";';
  const page = `<html><head><title>t</title></head><body><main>Hi</main><script>window.__ctx={}</script><script type="module" async="">${module}</script></body></html>`;

  it('makes the hydration script inert and adds one loader to the head', () => {
    const html = withDeferredHydration(page);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="${INERT_HYDRATION_TYPE}">${module}</script>`);
    expect(html.match(/<head>[\s\S]*<\/head>/)?.[0]).toContain('requestIdleCallback');
    // Once is enough: a second pass changes nothing.
    expect(withDeferredHydration(html)).toBe(html);
  });

  it('keeps the module text hashed, so the CSP admits the script the loader puts back', () => {
    const hashes = inlineScriptHashes(withDeferredHydration(page));
    expect(hashes).toContain(sha256(module));
    expect(hashes).toHaveLength(3);
  });

  it('leaves the other inline scripts (theme, analytics) to run as they parse', () => {
    expect(withDeferredHydration(page)).toContain('<script>window.__ctx={}</script>');
  });

  it('leaves a page without a hydration script alone', () => {
    const plain = '<html><head></head><body><p>static</p></body></html>';
    expect(withDeferredHydration(plain)).toBe(plain);
  });
});
