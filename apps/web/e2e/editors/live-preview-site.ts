import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type CdaAsset,
  type CdaEntry,
  companyFactTokens,
  createContent,
  createEmbeddedSource,
  type FactTokens,
} from '@tablogs/content/server';
import { embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { startProductionServer, stopServer } from '../../scripts/production-server.mjs';

// The site e2e/editors/live-preview.spec.ts previews: the production server, its content served by a local
// stand-in for Contentful's Delivery and Preview APIs (the embedded content, as entries), and the
// pages whose tags it checks.

/** The pages (and regions) whose inspector tags the spec checks: one of each kind an editor
 * changes. */
export const CHECKED_PAGES: Array<{ slug: string; region?: string }> = [
  { slug: '/' },
  { slug: '/', region: 'EU' },
  { slug: '/about' },
  { slug: '/contact-us' },
  { slug: '/how-it-works' },
  { slug: '/features', region: 'SA' },
  { slug: '/resources/faqs' },
  { slug: '/resources/geotech-101' },
  { slug: '/resources/blog/blog-digital-field-logging' },
  { slug: '/privacy-policy' },
  { slug: '/switch-now' },
  { slug: '/tablabs' },
  { slug: '/about/client-testimonials' },
  { slug: '/resources/newsletters' },
  { slug: '/resources/newsletters/1' },
  { slug: '/resources/product-updates' },
  { slug: '/resources/downloads' },
  { slug: '/resources/downloads/field-guide-to-soil-descriptions' },
];

const SPACE = 'previewspace';
const DELIVERY_TOKEN = 'e2e-delivery-token';
const PREVIEW_TOKEN = 'e2e-preview-token';

export type LivePreviewSite = {
  entries: CdaEntry[];
  assets: CdaAsset[];
  /** The company facts rich text names by token ({{email.privacy}}). */
  facts: FactTokens;
  stop: () => Promise<void>;
};

/** Starts the stand-in and the server on `port`, framed only by `editor`'s origin. */
export async function startLivePreviewSite(options: {
  port: number;
  editor: string;
  secret: string;
}): Promise<LivePreviewSite> {
  const content = await embeddedCdaContent();
  const facts = companyFactTokens(
    (await createContent(createEmbeddedSource()).siteSettings()).company,
  );
  const standIn = await startCdaServer({
    space: SPACE,
    token: DELIVERY_TOKEN,
    entries: content.entries,
    assets: content.assets,
    preview: { token: PREVIEW_TOKEN, drafts: [] },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-preview-e2e-'));
  const stopStandIn = async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startProductionServer({
      port: options.port,
      env: {
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        PREVIEW_SECRET: options.secret,
        PREVIEW_APP_ORIGINS: options.editor,
        CONTENTFUL_SPACE_ID: SPACE,
        CONTENTFUL_DELIVERY_TOKEN: DELIVERY_TOKEN,
        CONTENTFUL_HOST: standIn.host,
        CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
        CONTENTFUL_PREVIEW_HOST: standIn.host,
        CONTENTFUL_INSECURE: 'true',
      },
    });
    return {
      entries: content.entries,
      assets: content.assets,
      facts,
      async stop() {
        await stopServer(server.child, 'SIGTERM');
        await stopStandIn();
      },
    };
  } catch (error) {
    await stopStandIn();
    throw error;
  }
}
