// Every navigation loads a page (decision 0032). Speculation rules let Chromium fetch the next
// page's document when a visitor points at a link (hover ~200 ms, or touch start), so the click
// finds it waiting. Prefetch only: the page's scripts run once, when it is shown, so analytics
// counts no page views that never happened. Browsers without speculation rules ignore the block.
const RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // The API answers with side effects (preview cookies, tokens), and the feed is no page.
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/resources/blog/rss.xml' } },
          { not: { selector_matches: '[download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The page's speculation rules: an inline script, admitted by its CSP hash like the others. */
export function NavigationPrefetch() {
  return (
    <script
      type="speculationrules"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON block, allowed by its CSP hash
      dangerouslySetInnerHTML={{ __html: JSON.stringify(RULES) }}
    />
  );
}
