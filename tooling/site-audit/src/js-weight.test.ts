import { describe, expect, it } from 'vitest';
import { initialScriptUrls, routeTypeOf, staticImports, staticModuleGraph } from './js-weight.mjs';

describe('initialScriptUrls', () => {
  it('collects modulepreloads, script sources and imports of inline module scripts', () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>
      <script src="https://cdn.example.com/x.js"></script>
      <script type="module">import "/assets/manifest.js"; import * as route0 from "/assets/root.js";
      import("/assets/entry.client.js");</script>`;
    expect(initialScriptUrls(html)).toEqual([
      '/assets/a.js',
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/entry.client.js',
    ]);
  });
  it('counts the hydration script the page holds inert until it has loaded', () => {
    const html = `<script type="text/tablogs-hydrate">import "/assets/root.js"; import("/assets/entry.client.js");</script>`;
    expect(initialScriptUrls(html, { moduleTypes: ['module', 'text/tablogs-hydrate'] })).toEqual([
      '/assets/root.js',
      '/assets/entry.client.js',
    ]);
    // Without its type named, an inert script is just data.
    expect(initialScriptUrls(html)).toEqual([]);
  });
});

describe('staticImports', () => {
  it('finds static imports and re-exports of minified code, not dynamic imports', () => {
    const code =
      'import{a as b}from"./x.js";import"./y.js";export*from"./z.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./x.js', './y.js', './z.js']);
  });
});

describe('staticModuleGraph', () => {
  it('follows imports once each and reports files that are missing', () => {
    const files: Record<string, string> = {
      '/assets/root.js': 'import{a}from"./shared.js";import"./gone.js";',
      '/assets/page.js': 'import{a}from"./shared.js";',
      '/assets/shared.js': 'export const a=1;',
    };
    expect(
      staticModuleGraph(['/assets/root.js', '/assets/page.js'], (url) => files[url] ?? null),
    ).toEqual({
      modules: ['/assets/page.js', '/assets/root.js', '/assets/shared.js'],
      missing: ['/assets/gone.js'],
    });
  });
});

describe('routeTypeOf', () => {
  it('takes the first matching route type', () => {
    const types = [
      { name: 'blog post', match: '^/resources/blog/[^/]+$', kib: 1 },
      { name: 'resources', match: '^/resources(/|$)', kib: 2 },
    ];
    expect(routeTypeOf(types, '/resources/blog/a').name).toBe('blog post');
    expect(routeTypeOf(types, '/resources/blog').name).toBe('resources');
    expect(() => routeTypeOf(types, '/about')).toThrow(/No route type/);
  });
});
