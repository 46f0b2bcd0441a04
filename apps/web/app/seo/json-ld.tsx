/** JSON for a <script> element: `<` is escaped so no text can close the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines. Data blocks never execute, so the CSP allows them. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, see jsonLdText
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
