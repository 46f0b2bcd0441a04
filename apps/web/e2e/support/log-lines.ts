import { expect } from '@playwright/test';

/** The server's output, line by line: each JSON with an `event`. */
export function expectJsonLines(output: string) {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const parsed = lines.map((line) => {
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`Not JSON: ${line.slice(0, 300)}`);
    }
    expect(typeof value.event, line.slice(0, 300)).toBe('string');
    return value;
  });
  return parsed;
}
