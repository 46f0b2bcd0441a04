// `pnpm test:e2e:integrations`: builds the site with stand-in HubSpot and tag-manager ids into
// its own folder, then runs the e2e suite that needs them (CRM embeds, EU consent, the meetings
// calendar).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same ids as e2e/integrations/stand-ins.ts (the tests' expectations).
const ids = {
  HUBSPOT_PORTAL_ID: '1234567',
  HUBSPOT_REGION: 'na1',
  HUBSPOT_FORM_QUOTE: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  HUBSPOT_FORM_NEWSLETTER: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  HUBSPOT_FORM_DOWNLOAD: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  GTM_ID: 'GTM-E2ETEST',
  HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/tablogs/discovery-call',
};
const env = {
  ...process.env,
  ...ids,
  BUILD_DIR: process.env.BUILD_DIR ?? 'build-integrations',
};

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: appDir, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') {
  run('pnpm', ['exec', 'react-router', 'build']);
  run('node', ['scripts/postbuild.mjs']);
}
run('pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'playwright.integrations.config.ts',
  ...process.argv.slice(2),
]);
