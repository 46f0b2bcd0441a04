// Inspector mode tags for the page a draft preview renders on the server. The `browser` export
// condition (preview-tags.browser.ts) returns none, so no visitor bundle holds the attribute
// names, and the prerender (no preview scope) renders none either.
import { isPreviewRequest } from '../loading/request-scope';
import { SITE_SETTINGS_ID } from '../schema/values';
import {
  PREVIEW_FIELDS,
  PREVIEW_LOCALE,
  type PreviewKind,
  type PreviewProperty,
  type PreviewTags,
} from './preview-fields';

export type { PreviewKind, PreviewProperty, PreviewTags } from './preview-fields';

/** Whether this render carries tags: a draft preview request on the server. Renders cached
 * across requests (an island's HTML) must key on it, or a visitor could get an editor's tags. */
export function rendersPreviewTags(): boolean {
  return isPreviewRequest();
}

/**
 * The tags of one property of a domain object: its entry's id and the field the property comes
 * from. A region's fallback is the entry it falls back to, as the object carries that entry's id.
 */
export function tagsOf<K extends PreviewKind>(
  kind: K,
  object: { id: string },
  property: PreviewProperty<K>,
): PreviewTags {
  if (!rendersPreviewTags()) return {};
  const fields: Record<string, string> = PREVIEW_FIELDS[kind];
  return {
    'data-contentful-entry-id': object.id,
    'data-contentful-field-id': fields[property],
    'data-contentful-locale': PREVIEW_LOCALE,
  };
}

/** The tags of a field of the site settings entry (the model's `SiteSettings` has no id). */
export function siteSettingsTags(property: PreviewProperty<'siteSettings'>): PreviewTags {
  return tagsOf('siteSettings', { id: SITE_SETTINGS_ID }, property);
}
