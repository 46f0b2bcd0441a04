/** Where a content problem was found: enough to open the entry in the CMS and fix it. */
export interface ContentErrorLocation {
  contentType?: string;
  entryId?: string;
  field?: string;
}

/**
 * A content problem found while loading (a malformed entry, a broken link, a failed fetch).
 * Raised at load/build time so a broken entry never reaches a React render.
 */
export class ContentError extends Error {
  readonly contentType: string | undefined;
  readonly entryId: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, location: ContentErrorLocation = {}, options?: { cause?: unknown }) {
    super(`${describeLocation(location)}${message}`, options);
    this.name = 'ContentError';
    this.contentType = location.contentType;
    this.entryId = location.entryId;
    this.field = location.field;
  }
}

function describeLocation({ contentType, entryId, field }: ContentErrorLocation): string {
  const parts: string[] = [];
  if (contentType) parts.push(`content type "${contentType}"`);
  if (entryId) parts.push(`entry "${entryId}"`);
  if (field) parts.push(`field "${field}"`);
  return parts.length > 0 ? `${parts.join(', ')}: ` : '';
}
