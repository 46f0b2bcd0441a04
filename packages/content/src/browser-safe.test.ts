import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The main entry and the structured-data entry are imported by browser bundles: it must not reach node-only code, the
// Contentful SDK (token) or the server-side sanitiser.
const srcDir = path.dirname(fileURLToPath(import.meta.url));

function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /(?:^|\n)(?:import|export)[^'"]*?from\s+'([^']+)'/g,
    )) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`);
      else packages.add(specifier);
    }
  };
  visit(path.join(srcDir, entry));
  return { files, packages };
}

describe('browser entry', () => {
  it('imports no node built-ins, no contentful SDK and no sanitiser', () => {
    const { files, packages } = importGraph('index.ts');
    expect([...packages].sort()).toEqual([
      '@contentful/rich-text-html-renderer',
      '@contentful/rich-text-types',
    ]);
    const relative = [...files].map((file) => path.relative(srcDir, file));
    expect(
      relative.filter((file) => /sources|sanitize|content\.ts|check|export/.test(file)),
    ).toEqual([]);
  });

  it('structured data (JSON-LD) reaches no package and no server-only module', () => {
    const { files, packages } = importGraph('structured-data/index.ts');
    expect([...packages]).toEqual([]);
    const relative = [...files].map((file) => path.relative(srcDir, file));
    expect(relative.filter((file) => /sources|sanitize|loading|check|export/.test(file))).toEqual(
      [],
    );
  });
});
