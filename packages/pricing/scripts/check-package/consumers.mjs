// Step 3 of check-package.mjs: scratch projects outside the repository, installed from the
// tarball only, that import the package as its users do. The quotes checked are the package's
// own tests' (src/api/*.test.ts).
import { join } from 'node:path';
import { must, packageDir, write } from './harness.mjs';

/** Installs the tarball offline into a fresh project under `scratch`; returns its folder. */
export async function installConsumers(scratch, tarball) {
  const consumers = join(scratch, 'consumers');
  write(join(consumers, 'package.json'), '{ "name": "consumers", "private": true }\n');
  await must(
    'install the tarball offline',
    'npm',
    ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock'],
    { cwd: consumers },
  );
  return consumers;
}

/** An ES module that imports the package and a CommonJS script that requires it, each run. */
export async function checkJavaScriptConsumers(consumers) {
  write(
    join(consumers, 'esm', 'main.mjs'),
    `import { quoteLogging } from '@tablogs/pricing';
const quote = quoteLogging({ logsPerMonth: 350, billing: 'monthly' });
if (quote.standard !== 781 || quote.plus !== 1093) throw new Error('import: ' + JSON.stringify(quote));
console.log('import ok: 350 logs monthly =', quote.standard, '/', quote.plus);
const { quoteDocument, formatQuote } = await import('@tablogs/pricing/quote');
const doc = quoteDocument({ logsPerMonth: 350, lab: { soil: 300, concrete: 150, asphalt: 0 }, billing: 'monthly', plan: 'standard', date: '2026-11-28' });
if (doc.totals.monthly !== 1013 || !formatQuote(doc, { format: 'markdown' }).includes('| Total | AUD, excluding GST | $1,013 |')) throw new Error('quote: ' + JSON.stringify(doc.totals));
console.log('import ok: @tablogs/pricing/quote bundle =', doc.totals.monthly);
`,
  );
  write(
    join(consumers, 'cjs', 'main.cjs'),
    `const { quoteLab, quoteBundle } = require('@tablogs/pricing');
const lab = quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'annual' });
if (lab.standard !== 160 + 260 + 885) throw new Error('require: ' + JSON.stringify(lab));
const bundle = quoteBundle({ logging: 625, lab: lab.standard });
console.log('require ok: lab annual =', lab.standard, 'bundle total =', bundle.total);
const { quoteDocument } = require('@tablogs/pricing/quote');
const doc = quoteDocument({ lab: { soil: 350, concrete: 600, asphalt: 2150 }, billing: 'annual', plan: 'standard', date: '2026-11-28' });
if (doc.totals.monthly !== lab.standard || doc.totals.perInvoice !== 12 * lab.standard) throw new Error('require quote: ' + JSON.stringify(doc.totals));
console.log('require ok: @tablogs/pricing/quote lab per invoice =', doc.totals.perInvoice);
`,
  );
  console.log(
    (await must('import()', process.execPath, ['esm/main.mjs'], { cwd: consumers })).trim(),
  );
  console.log(
    (await must('require()', process.execPath, ['cjs/main.cjs'], { cwd: consumers })).trim(),
  );
}

const typescriptConsumer = `import { PRICE_LIST_EFFECTIVE_DATE, quoteBundle, quoteLogging, type LoggingQuote } from '@tablogs/pricing';
import { formatQuote, quoteDocument, type QuoteDocument } from '@tablogs/pricing/quote';
// Only the ES2022 library is loaded (no DOM, no @types/node): the check stays fast.
declare const console: { log(...values: unknown[]): void };
const quote: LoggingQuote = quoteLogging({ logsPerMonth: 120, billing: 'annual' });
const tier: number | null = quote.tier;
const total: number = quoteBundle({ logging: 625, lab: 230 }).total;
if (tier !== 150 || total !== 809 || !/^\\d{4}-\\d{2}-\\d{2}$/.test(PRICE_LIST_EFFECTIVE_DATE)) {
  throw new Error('unexpected quote');
}
const doc: QuoteDocument = quoteDocument({ logsPerMonth: 120, billing: 'annual', plan: 'plus', date: '2026-11-28' });
const csv: string = formatQuote(doc, { format: 'csv' });
console.log('typescript ok:', tier, total, doc.totals?.perInvoice, csv.split('\\n').length);
`;

/** The resolution modes TypeScript users compile the package under. */
const typescriptProjects = [
  {
    name: 'ts-nodenext',
    type: 'module',
    options: { module: 'nodenext', moduleResolution: 'nodenext' },
  },
  {
    name: 'ts-node16-cjs',
    type: 'commonjs',
    options: { module: 'node16', moduleResolution: 'node16' },
  },
  {
    name: 'ts-bundler',
    type: 'module',
    options: { module: 'esnext', moduleResolution: 'bundler' },
  },
];

/**
 * The same TypeScript consumer under each resolution mode, with the workspace's own TypeScript;
 * each must compile (library declarations checked too: no skipLibCheck) and its output must run.
 */
export async function checkTypeScriptConsumers(consumers) {
  const tsc = join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const { name, type, options } of typescriptProjects) {
    const dir = join(consumers, name);
    write(join(dir, 'package.json'), `${JSON.stringify({ name, private: true, type })}\n`);
    const compilerOptions = {
      ...options,
      target: 'es2022',
      lib: ['es2022'],
      strict: true,
      types: [],
      skipLibCheck: false,
      outDir: 'out',
      rootDir: '.',
    };
    write(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({ compilerOptions, include: ['main.ts'] })}\n`,
    );
    write(join(dir, 'main.ts'), typescriptConsumer);
  }
  // One build of the three projects (tsc -b), so TypeScript starts once.
  await must(`tsc -b ${typescriptProjects.map(({ name }) => name).join(' ')}`, process.execPath, [
    tsc,
    '-b',
    ...typescriptProjects.map(({ name }) => join(consumers, name)),
  ]);
  for (const { name } of typescriptProjects) {
    const dir = join(consumers, name);
    const output = await must(`run (${name})`, process.execPath, [join(dir, 'out', 'main.js')], {
      cwd: dir,
    });
    console.log(output.trim());
  }
}
