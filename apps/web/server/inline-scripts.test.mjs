import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withoutModulePreloads } from './inline-scripts.mjs';

const sha256 = (/** @type {string} */ text) =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

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

describe('withoutModulePreloads', () => {
  it('drops the modulepreload links and nothing else', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>';
    expect(withoutModulePreloads(html)).toBe('<link rel="stylesheet" href="/assets/s.css"/>');
  });
});
