import { describe, expect, it } from 'vitest';
import { checkSource } from './check/check-source';
import { describeProblem } from './check/problems';
import { buildContentfulImport } from './export/contentful-import';
import { validateContentfulImport } from './export/validate-import';
import { CONTENT_TYPES } from './schema/content-types';
import { createEmbeddedSource } from './sources/embedded';

// The shipped content itself: whatever exists must be valid (counts are asserted elsewhere).

describe('embedded content', () => {
  it('passes content:check (schemas, asset links, files and sizes)', async () => {
    const report = await checkSource(createEmbeddedSource());
    expect(report.problems.map(describeProblem)).toEqual([]);
  });

  it('exports a contentful import file that validates', async () => {
    const doc = await buildContentfulImport(createEmbeddedSource(), {
      assetBaseUrl: 'https://tablogs.example',
    });
    expect(doc.contentTypes.map((type) => type.sys.id)).toEqual(
      CONTENT_TYPES.map((type) => type.id),
    );
    expect(doc.locales).toMatchObject([{ code: 'en-US', default: true }]);
    expect(validateContentfulImport(doc)).toEqual([]);
  });
});
