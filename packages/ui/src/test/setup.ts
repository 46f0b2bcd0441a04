import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './dom-polyfills';
// A React warning (bad prop, missing key, act() misuse) fails the test that caused it.
import '@tablogs/vitest-config/console-error-guard';

afterEach(() => {
  cleanup();
});
