// The recorded public API (decision 0054): API Extractor reads each entry point's built
// declarations and writes its report; the report kept in etc/ must equal it. A change to an
// export's name or signature therefore fails this check until etc/ is updated (`--update`), and
// that update is a diff a reviewer sees, which scripts/api-changeset.mjs then holds to the
// pending changesets. Runs in the package's `test`, after the build.
// Usage: node scripts/api-report.mjs [--update]
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { API_REPORTS } from './api-report-entries.mjs';
import { packageDir } from './check-package/harness.mjs';

const update = process.argv.includes('--update');
const scratch = mkdtempSync(join(tmpdir(), 'tablogs-api-report-'));
const problems = [];

try {
  for (const { entry, report } of API_REPORTS) {
    const written = extractReport(entry, report);
    const kept = join(packageDir, 'etc', report);
    if (update) {
      copyFileSync(written, kept);
      console.log(`api-report: wrote etc/${report}`);
      continue;
    }
    const want = existsSync(kept) ? readFileSync(kept, 'utf8') : '';
    const got = readFileSync(written, 'utf8');
    if (want === got) {
      console.log(`api-report: etc/${report} matches ${entry}`);
      continue;
    }
    problems.push(`the public API differs from etc/${report}:\n${lineDiff(want, got)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`api-report: ${problems.join('\n')}`);
  console.error(
    'api-report: if the change is meant, run `node scripts/api-report.mjs --update`, commit etc/, and add a changeset (a removed or changed line needs `major`).',
  );
  process.exit(1);
}

/** Runs API Extractor on one entry's declarations; returns the report it wrote. */
function extractReport(entry, report) {
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(packageDir, 'api-extractor.json'),
    packageJsonFullPath: join(packageDir, 'package.json'),
    configObject: {
      projectFolder: packageDir,
      newlineKind: 'lf',
      mainEntryPointFilePath: join(packageDir, entry),
      compiler: { tsconfigFilePath: join(packageDir, 'tsconfig.json') },
      apiReport: {
        enabled: true,
        reportFileName: report,
        reportFolder: scratch,
        reportTempFolder: scratch,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // Every problem is written into the report, so the report's diff shows it.
        // Missing member docs show as `// (undocumented)`; the warning's list would name lines
        // of dist/ files, which move with any edit, so it is left out.
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: true },
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
        compilerMessageReporting: { default: { logLevel: 'error' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
  // localBuild: write the report rather than fail on its difference; this script compares.
  const result = Extractor.invoke(config, { localBuild: true, showVerboseMessages: false });
  if (result.errorCount > 0) throw new Error(`API Extractor failed on ${entry}`);
  return join(scratch, report);
}

/** The lines only one side has, as `-` (recorded, now gone) and `+` (new). */
function lineDiff(want, got) {
  const wantLines = want.split('\n');
  const gotLines = got.split('\n');
  const gone = wantLines.filter((line) => line.trim() && !gotLines.includes(line));
  const added = gotLines.filter((line) => line.trim() && !wantLines.includes(line));
  return [...gone.map((line) => `- ${line}`), ...added.map((line) => `+ ${line}`)].join('\n');
}
