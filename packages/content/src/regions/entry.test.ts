import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as main from '../index';
import * as regions from './index';

const regionsDir = path.dirname(fileURLToPath(import.meta.url));

describe('@tablogs/content/regions', () => {
  it('exports the same region helpers as the main entry', () => {
    const mainExports = new Map(Object.entries(main));
    for (const [name, value] of Object.entries(regions)) {
      expect(mainExports.get(name), name).toBe(value);
    }
  });

  it('imports no package and nothing outside the regions folder except types', () => {
    const sources = readdirSync(regionsDir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of sources) {
      const text = readFileSync(path.join(regionsDir, file), 'utf8');
      for (const [statement, , specifier] of text.matchAll(
        /^(?:import|export)([^;]*?)from\s+'([^']+)'/gm,
      )) {
        if (statement.startsWith('import type')) continue;
        expect(specifier, `${file}: ${statement}`).toMatch(/^\.\/[^/]+$/);
      }
    }
  });
});
