// Writes the four downloadable PDF documents (download-1.pdf ... download-4.pdf) into embedded/files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILES_DIR } from './lib/svg.mjs';
import { migrationChecklist } from './pdf/docs/migration-checklist.mjs';
import { soilDescriptions } from './pdf/docs/soil-descriptions.mjs';
import { tablabsOverview } from './pdf/docs/tablabs-overview.mjs';
import { templatePack } from './pdf/docs/template-pack.mjs';
import { PdfDocument } from './pdf/writer.mjs';

const DOCUMENTS = [soilDescriptions, migrationChecklist, tablabsOverview, templatePack];

for (const spec of DOCUMENTS) {
  const doc = new PdfDocument({ title: spec.title, subtitle: spec.subtitle });
  spec.build(doc);
  const bytes = doc.toBuffer();
  writeFileSync(join(FILES_DIR, `${spec.file}.pdf`), bytes);
  console.log(`${spec.file}.pdf: ${doc.pages.length} pages, ${bytes.length} bytes`);
}
