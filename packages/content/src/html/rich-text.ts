import { documentToHtmlString } from '@contentful/rich-text-html-renderer';
import { type Document, validateRichTextDocument } from '@contentful/rich-text-types';

/** What an invalid rich-text value renders as (docs/decisions/0016-screens-copy-and-formats.md). */
export const RICH_TEXT_ERROR_HTML = '<p>Error</p>';

/** Whether a value is a valid Contentful rich-text document. */
export function isRichTextDocument(value: unknown): value is Document {
  if (typeof value !== 'object' || value === null) return false;
  if ((value as { nodeType?: unknown }).nodeType !== 'document') return false;
  try {
    return validateRichTextDocument(value as Document).length === 0;
  } catch {
    return false;
  }
}

/**
 * Renders a rich-text document with Contentful's official renderer (which escapes text);
 * anything that is not a valid document renders `<p>Error</p>`.
 */
export function renderRichText(value: unknown): string {
  return isRichTextDocument(value) ? documentToHtmlString(value) : RICH_TEXT_ERROR_HTML;
}
