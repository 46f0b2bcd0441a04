import { describe, expect, it } from 'vitest';
import { renderPathOf } from './live-path';

describe('renderPathOf', () => {
  it('asks for a keyed page by its entry id, whatever slug the pane shows', () => {
    const at = { pathname: '/resources/blog/logging-boreholes', search: '' };
    expect(renderPathOf(at, '5xYz/ab')).toBe('/resources/blog/5xYz%2Fab');
    expect(renderPathOf({ pathname: '/resources/downloads/a-guide/', search: '?id=x' }, 'd1')).toBe(
      '/resources/downloads/d1?id=x',
    );
  });

  it('asks for any other page at its own path', () => {
    expect(renderPathOf({ pathname: '/about', search: '?q=1' })).toBe('/about?q=1');
  });
});
