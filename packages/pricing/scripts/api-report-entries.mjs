// Each entry point's built declarations and the report in etc/ that records them (decision
// 0054); read by api-report.mjs and api-changeset.mjs.
export const API_REPORTS = [
  { entry: 'dist/index.d.ts', report: 'pricing.api.md' },
  { entry: 'dist/quote.d.ts', report: 'pricing-quote.api.md' },
];
