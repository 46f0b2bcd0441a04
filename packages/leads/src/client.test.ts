import { describe, expect, it } from 'vitest';
import { cookieEntries, readCookies, readXsrfToken } from './client';

describe('readCookies', () => {
  it('keeps the first of a repeated name, drops quotes and decodes percent-encoding', () => {
    const cookies = readCookies('a=1; b="two"; c=t%2Fok; a=3;=x; junk; d=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: 'two', c: 't/ok', d: '%E0%A4%A' });
  });

  it('is empty without a header', () => {
    expect(readCookies(null).size).toBe(0);
    expect(readCookies('').size).toBe(0);
  });
});

describe('cookieEntries', () => {
  it('keeps every copy of a repeated name, in order', () => {
    expect(cookieEntries('p=1; q=2; p=3')).toEqual([
      ['p', '1'],
      ['q', '2'],
      ['p', '3'],
    ]);
  });
});

describe('readXsrfToken', () => {
  it('finds the cookie among others and is empty without it', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc=def; b=2')).toBe('abc=def');
    expect(readXsrfToken('a=1')).toBe('');
  });
});
