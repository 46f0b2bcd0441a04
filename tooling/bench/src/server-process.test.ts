import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverCommand } from './server-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('serverCommand', () => {
  it('resolves the entry from the app folder and runs a TypeScript one through tsx', () => {
    const app = path.join(here, '..');
    expect(serverCommand({ appDir: app, entry: './src/index.mjs' })).toEqual({
      cwd: app,
      args: [path.join(app, 'src', 'index.mjs')],
      entry: path.join(app, 'src', 'index.mjs'),
    });
    expect(serverCommand({ appDir: app, entry: './src/server-process.test.ts' }).args).toEqual([
      '--import',
      'tsx',
      path.join(here, 'server-process.test.ts'),
    ]);
  });

  it('throws for an entry the app cannot resolve', () => {
    expect(() => serverCommand({ appDir: here, entry: '@tablogs/no-such-server' })).toThrow();
  });
});
