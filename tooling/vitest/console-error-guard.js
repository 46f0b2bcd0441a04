// A console.error during a test (a React warning, an error caught and logged) is a bug: the test
// that caused it fails. Messages are collected and thrown after the test, because React swallows
// errors thrown from inside its own console.error calls. A test that expects an error opts out by
// mocking console.error itself, and says why: vi.spyOn(console, 'error').mockImplementation(...).
// A package loads it from its vitest setup file: import '@tablogs/vitest-config/console-error-guard'.
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/** @type {string[]} */
let unexpectedErrors = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  if (unexpectedErrors.length > 0) {
    const messages = unexpectedErrors.join('\n');
    unexpectedErrors = [];
    throw new Error(`Unexpected console.error:\n${messages}`);
  }
});
