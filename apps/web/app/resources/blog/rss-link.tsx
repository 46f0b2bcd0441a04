/** A visible link to the blog's RSS feed. */
export function RssLink({ href }: { href: string }) {
  return (
    <a className="rss-link" href={href}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
        <circle cx="3" cy="13" r="2" fill="currentColor" />
        <path
          d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5M1 1.5A13.5 13.5 0 0 1 14.5 15"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      RSS feed
    </a>
  );
}
