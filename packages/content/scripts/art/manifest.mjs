// Writes embedded/assets.json from the files on disk: exact byte sizes, SVG dimensions and alt texts.
// Fails loudly when a file has no text entry, an expected asset is missing, or an SVG has the wrong size.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ASSET_TEXT } from './asset-text.mjs';
import { FILES_DIR } from './lib/svg.mjs';

const STAMP = '2025-03-01T00:00:00.000Z';
const TYPES = { '.svg': 'image/svg+xml', '.pdf': 'application/pdf' };

const files = readdirSync(FILES_DIR).sort();
const problems = [];
const assets = files.map((fileName) => {
  const ext = extname(fileName);
  const id = fileName.slice(0, -ext.length);
  const entry = ASSET_TEXT[id];
  if (!entry || !TYPES[ext]) {
    problems.push(`unexpected file ${fileName}`);
    return null;
  }
  const [title, description, size] = entry;
  const path = join(FILES_DIR, fileName);
  const details = { size: statSync(path).size };
  if (ext === '.svg') {
    const head = readFileSync(path, 'utf8').slice(0, 400);
    const width = Number(head.match(/ width="(\d+)"/)?.[1]);
    const height = Number(head.match(/ height="(\d+)"/)?.[1]);
    if (!size || width !== size[0] || height !== size[1])
      problems.push(`${fileName} is ${width}x${height}, expected ${size}`);
    details.image = { width, height };
  }
  return {
    sys: { id, type: 'Asset', locale: 'en-US', createdAt: STAMP, updatedAt: STAMP },
    fields: {
      title,
      description,
      file: { url: `/content/${fileName}`, fileName, contentType: TYPES[ext], details },
    },
  };
});

const present = new Set(files.map((f) => f.slice(0, -extname(f).length)));
for (const id of Object.keys(ASSET_TEXT))
  if (!present.has(id)) problems.push(`missing file for ${id}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(join(FILES_DIR, '..', 'assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
console.log(`assets.json: ${assets.length} assets`);
