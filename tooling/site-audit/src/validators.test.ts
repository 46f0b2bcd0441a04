import { describe, expect, it } from 'vitest';
import { vnuProblems } from './validators.mjs';

describe('vnuProblems', () => {
  it('fails errors and heading-less sections, and lets other warnings and info pass', () => {
    expect(
      vnuProblems([
        {
          type: 'error',
          message: 'Element “a” not allowed as child of element “figure”.',
          url: 'file:/b/index.html',
          lastLine: 3,
        },
        {
          type: 'info',
          subType: 'warning',
          message: 'Section lacks heading. Consider using “h2”-“h6”.',
          url: 'file:/b/about/index.html',
          lastLine: 1,
        },
        {
          type: 'info',
          subType: 'warning',
          message: 'Consider using the “h1” element as a top-level heading only.',
        },
        { type: 'info', message: 'Trailing slash on void elements has no effect.' },
      ]),
    ).toEqual([
      'file:/b/index.html:3: Element “a” not allowed as child of element “figure”.',
      'file:/b/about/index.html:1: Section lacks heading. Consider using “h2”-“h6”.',
    ]);
  });
});
