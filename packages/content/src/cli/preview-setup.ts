// `pnpm content:preview-setup [--dry-run]`: Contentful's content preview platform for this site.
// Reads CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_SPACE_ID, SITE_URL and PREVIEW_SECRET
// (CONTENTFUL_MANAGEMENT_HOST and CONTENTFUL_INSECURE only for a local stand-in).
import { PLATFORM_NAME, setUpPreview } from '../preview/preview-setup';

const dryRun = process.argv.includes('--dry-run');
const env = process.env;
const missing = ['CONTENTFUL_SPACE_ID', 'SITE_URL', 'PREVIEW_SECRET']
  .concat(dryRun ? [] : ['CONTENTFUL_MANAGEMENT_TOKEN'])
  .filter((name) => !env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `content:preview-setup needs ${missing.join(', ')} (see the README, "Draft preview")`,
  );
  process.exit(2);
}
if (!URL.canParse(env.SITE_URL ?? '')) {
  console.error(
    `SITE_URL must be the site's origin, e.g. https://www.tablogs.com; got "${env.SITE_URL}"`,
  );
  process.exit(2);
}
const secret = env.PREVIEW_SECRET?.trim() ?? '';
try {
  const result = await setUpPreview({
    space: env.CONTENTFUL_SPACE_ID?.trim() ?? '',
    managementToken: env.CONTENTFUL_MANAGEMENT_TOKEN?.trim() ?? '',
    siteUrl: env.SITE_URL?.trim() ?? '',
    previewSecret: secret,
    host: env.CONTENTFUL_MANAGEMENT_HOST?.trim() || undefined,
    insecure: env.CONTENTFUL_INSECURE?.trim() === 'true',
    dryRun,
  });
  const verb = { 'dry-run': 'would set', created: 'created', updated: 'updated' }[result.action];
  console.log(`${PLATFORM_NAME}: ${verb} ${result.configurations.length} preview URLs`);
  for (const { contentType, url } of result.configurations) {
    // The secret stays out of terminals and CI logs.
    console.log(
      `  ${contentType.padEnd(16)} ${url.replace(encodeURIComponent(secret), '<PREVIEW_SECRET>')}`,
    );
  }
} catch (error) {
  console.error(`content:preview-setup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
