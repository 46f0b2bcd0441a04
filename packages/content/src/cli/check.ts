// `pnpm content:check`: validates the configured source and prints a summary per type.
import { checkSource } from '../check/check-source';
import { describeProblem } from '../check/problems';
import { sourceFromEnv } from '../sources/env';

const report = await checkSource(sourceFromEnv());

console.log(`Content check (${report.source} source)`);
for (const type of report.types) {
  const status = type.problems > 0 ? `${type.problems} problem(s)` : 'ok';
  console.log(
    `  ${type.contentType.padEnd(16)} ${String(type.entries).padStart(4)} entries  ${status}`,
  );
}
if (report.assets) {
  const status = report.assets.problems > 0 ? `${report.assets.problems} problem(s)` : 'ok';
  console.log(
    `  ${'assets'.padEnd(16)} ${String(report.assets.count).padStart(4)} assets   ${status}`,
  );
}
for (const note of report.notes) console.log(`  note: ${note}`);
for (const problem of report.problems) console.error(`  problem: ${describeProblem(problem)}`);

console.log(report.ok ? 'Content is valid.' : `${report.problems.length} problem(s) found.`);
process.exitCode = report.ok ? 0 : 1;
