import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import './dom-polyfills';

// A React warning (bad prop, missing key, act() misuse) is a bug: the test that caused it fails.
// Messages are collected and thrown after the test, because React swallows errors thrown from
// inside its own console.error calls. A test that expects one must mock console.error itself.
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  if (unexpectedErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpectedErrors.join('\n')}`);
  }
});
