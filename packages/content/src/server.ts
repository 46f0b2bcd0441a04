// Node-only entry (build time / loaders): sources, getContent, sanitising, check and export.
// Never import this from browser code: it reads files and may hold the Contentful token.

export type { CdaAsset, CdaEntries, CdaEntry, CdaLink } from './cda/types';
export { type CheckReport, checkSource, type TypeSummary } from './check/check-source';
export { buildContentfulImport, type ContentfulImport } from './export/contentful-import';
export { companyFactTokens, type FactTokens } from './html/company-facts';
export { renderHtmlField, sanitizeEmail, sanitizeFragment } from './html/sanitize';
export { type Content, createContent } from './loading/content';
export {
  type ContentReads,
  FRAGMENT_FACT,
  factHashes,
  readForFragment,
  recordContentReads,
  recordPageReads,
  setContentReadsSink,
} from './loading/content-reads';
export { getContent } from './loading/get-content';
export {
  type ContentRequestScope,
  isPreviewRequest,
  runAsPreviewRequest,
} from './loading/request-scope';
export {
  type ContentfulSource,
  type ContentfulSourceOptions,
  createContentfulSource,
} from './sources/contentful';
export {
  createEmbeddedSource,
  type EmbeddedSource,
  embeddedDir,
  embeddedFilesDir,
} from './sources/embedded';
export { embeddedImage } from './sources/embedded-image';
export { DEFAULT_PREVIEW_HOST, previewSourceFromEnv, sourceFromEnv } from './sources/env';
export type { ContentSource } from './sources/types';
