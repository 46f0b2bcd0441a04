import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars } from './formatAmount';

describe('formatAmount', () => {
  it('separates thousands in dollars and counts', () => {
    expect(formatDollars(1093)).toBe('$1,093');
    expect(formatDollars(300)).toBe('$300');
    expect(formatDollars(0)).toBe('$0');
    expect(formatCount(3000)).toBe('3,000');
  });

  it('keeps a half hour', () => {
    expect(formatCount(62.5)).toBe('62.5');
  });
});
