import type { HTMLAttributes } from 'react';

/** HTML from @tablogs/content, which sanitises every HTML field with an allow-list at load time. */
export function SanitizedHtml({
  html,
  ...props
}: { html: string } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by @tablogs/content (allow-list)
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
