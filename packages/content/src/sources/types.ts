import type { CdaEntries } from '../cda/types';

/** Where content comes from: the embedded JSON files or a Contentful space. */
export interface ContentSource {
  readonly kind: 'embedded' | 'contentful';
  /** Every entry of one content type (all pages), with the assets and entries they link to. */
  getEntries(contentType: string): Promise<CdaEntries>;
}
