import { describe, expect, it } from 'vitest';
import { h1Count, h1Problem, isRedirectStub } from './headings.mjs';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en" data-region="AU"><head><title>t</title></head><body>${body}</body></html>`;

describe('h1Problem', () => {
  it('accepts one <h1>, with regional wording as spans inside it', () => {
    const html = page(
      '<main><h1 class="page-hero__title"><span data-region-show="AU">Borehole logs</span><span data-region-show="US EU SA">Boring logs</span></h1><h2>More</h2></main>',
    );
    expect(h1Count(html)).toBe(1);
    expect(h1Problem(html)).toBeNull();
  });

  it('names the count when a page has none or several (e.g. one per region)', () => {
    expect(h1Problem(page('<main><h2>No title</h2></main>'))).toBe(
      'has 0 <h1> elements; a page needs exactly one',
    );
    expect(
      h1Problem(
        page(
          '<div data-region-show="AU"><h1>Borehole logs</h1></div><div data-region-show="US EU SA"><h1>Boring logs</h1></div>',
        ),
      ),
    ).toBe('has 2 <h1> elements; a page needs exactly one');
  });

  it('ignores markup inside scripts and templates, and elements that only start with h1', () => {
    const html = page(
      '<h1>Title</h1><h10-widget></h10-widget><template><h1>Later</h1></template><script>window.__data = "<h1>x</h1>"</script>',
    );
    expect(h1Count(html)).toBe(1);
  });

  it('exempts redirect stubs, which are not pages', () => {
    const stub = `<!doctype html><head><title>Redirecting to: /</title><meta http-equiv="refresh" content="0;url=/"><meta name="robots" content="noindex"></head><body><a href="/">Redirecting from <code>/home/</code> to <code>/</code></a></body></html>`;
    expect(isRedirectStub(stub)).toBe(true);
    expect(h1Problem(stub)).toBeNull();
    expect(isRedirectStub(page('<h1>Title</h1>'))).toBe(false);
  });
});
