import { describe, expect, it } from 'vitest';
import { titleSegments } from './prerender-paths';

describe('title path segments', () => {
  it('names the file the static server finds for the encoded title and for the raw title', () => {
    const title = 'Getting More from SPT Data: N60, Refusal';
    expect(titleSegments(title)).toEqual([
      'Getting More from SPT Data%3A N60%2C Refusal',
      'Getting More from SPT Data: N60, Refusal',
    ]);
    // What sirv does with the request path of the encoded title.
    expect(decodeURI(`/x/${encodeURIComponent(title)}`)).toBe(`/x/${titleSegments(title)[0]}`);
  });

  it('keeps a slash encoded and drops the raw form that would nest folders', () => {
    expect(titleSegments('USCS / ASTM D2487')).toEqual(['USCS %2F ASTM D2487']);
  });

  it('has one segment when encoding changes nothing but spaces', () => {
    expect(titleSegments('TabLabs Product Overview')).toEqual(['TabLabs Product Overview']);
  });
});
