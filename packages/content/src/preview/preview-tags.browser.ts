// What browser bundles get for preview-tags.ts: no tags. Islands hydrating over a tagged preview
// page keep the server's attributes (React does not compare attributes in production builds).
import type { PreviewKind, PreviewProperty, PreviewTags } from './preview-fields';

export type { PreviewKind, PreviewProperty, PreviewTags } from './preview-fields';

export function rendersPreviewTags(): boolean {
  return false;
}

export function tagsOf<K extends PreviewKind>(
  _kind: K,
  _object: { id: string },
  _property: PreviewProperty<K>,
): PreviewTags {
  return {};
}

export function siteSettingsTags(_property: PreviewProperty<'siteSettings'>): PreviewTags {
  return {};
}
