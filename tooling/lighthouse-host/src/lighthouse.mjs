#!/usr/bin/env node
// Bin `lighthouse-audit --server <entry> [--app <dir>] [--budget <file>] [--runs N] [paths…]`:
// the score floors of src/audit.mjs for any app. The budget's hydration pairs need the app's
// precompression, so an app runs them through `lighthouseAudit` (apps/web: `pnpm lighthouse`).
import { lighthouseAudit } from './audit.mjs';

process.exit(await lighthouseAudit(process.argv.slice(2)));
