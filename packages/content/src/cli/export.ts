// `pnpm content:export [file] [--asset-base-url https://site]`: writes a `contentful space import`
// file from the embedded content (default dist/contentful-import.json).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContentfulImport } from '../export/contentful-import';
import { validateContentfulImport } from '../export/validate-import';
import { createEmbeddedSource } from '../sources/embedded';

const args = process.argv.slice(2);
const { values, positionals } = parseArgs({
  // `pnpm run export -- …` hands the script a literal `--`; it is not an argument.
  args: args[0] === '--' ? args.slice(1) : args,
  allowPositionals: true,
  options: { 'asset-base-url': { type: 'string' } },
});
// pnpm runs scripts from the package folder; a path is taken from where the command was typed.
const target = positionals[0]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0])
  : path.resolve('dist/contentful-import.json');
const assetBaseUrl = values['asset-base-url'];

const doc = await buildContentfulImport(createEmbeddedSource(), { assetBaseUrl });
const problems = validateContentfulImport(doc);
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify(doc, null, 2)}\n`);

console.log(
  `Wrote ${target}: ${doc.contentTypes.length} content types, ${doc.entries.length} entries, ${doc.assets.length} assets.`,
);
if (!assetBaseUrl) {
  console.log(
    'Asset URLs are site paths; pass --asset-base-url <https origin serving /content/> so Contentful can fetch the files.',
  );
}
for (const problem of problems) console.error(`  problem: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
