// Step 5 of check-package.mjs: tree-shaking. Only quoteBundle and what it calls may reach a
// browser bundle that imports it alone.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { check, must, write } from './harness.mjs';

/** The bundle budget of the issue: `import { quoteBundle }` alone, minified and gzipped. */
const QUOTE_BUNDLE_BUDGET_BYTES = 1024;

/** Bundles `import { quoteBundle }` with esbuild (minified, browser), weighs it and runs it. */
export async function checkQuoteBundleSize(consumers) {
  const { build } = await import('esbuild');
  write(
    join(consumers, 'bundle', 'entry.js'),
    "import { quoteBundle } from '@tablogs/pricing';\nconsole.log(quoteBundle({ logging: 625, lab: 230 }).total);\n",
  );
  const bundled = await build({
    entryPoints: [join(consumers, 'bundle', 'entry.js')],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0].text;
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(
    `\n> quoteBundle alone: ${code.length} B minified, ${gzipped} B gzipped (budget ${QUOTE_BUNDLE_BUDGET_BYTES} B)`,
  );
  check(
    gzipped <= QUOTE_BUNDLE_BUDGET_BYTES,
    `quoteBundle alone bundles to ${gzipped} B gzipped, over ${QUOTE_BUNDLE_BUDGET_BYTES} B`,
  );
  write(join(consumers, 'bundle', 'out.mjs'), code);
  const bundleOutput = await must('run the bundle', process.execPath, [
    join(consumers, 'bundle', 'out.mjs'),
  ]);
  check(
    bundleOutput.trim() === '809',
    `the quoteBundle bundle computes 809; printed ${bundleOutput}`,
  );
}
