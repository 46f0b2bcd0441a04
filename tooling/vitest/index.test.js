import { expect, test } from 'vitest';
import { sharedConfig } from './index.js';

test('the defaults: tests beside the code in src, mocks restored, no empty runs', () => {
  expect(sharedConfig().test).toEqual({
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    passWithNoTests: false,
  });
});

test("a package's options are merged over the defaults", () => {
  const config = sharedConfig({ test: { environment: 'jsdom', passWithNoTests: true } });
  expect(config.test).toMatchObject({
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    restoreMocks: true,
    passWithNoTests: true,
  });
});
