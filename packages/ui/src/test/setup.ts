import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import './dom-polyfills';

// A React warning (bad prop, missing key, act() misuse) is a bug: fail the test that caused it.
// A test that expects one must mock console.error itself.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});
