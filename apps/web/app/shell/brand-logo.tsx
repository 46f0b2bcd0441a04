/**
 * The TabLogs wordmark: a borehole log column beside the name. The tablet takes
 * --color-logo-tablet, so on the footer's deep water it turns paper instead of vanishing.
 */
export function BrandLogo() {
  return (
    <svg
      className="site-logo"
      width="132"
      height="32"
      viewBox="0 0 132 32"
      role="img"
      aria-label="TabLogs"
    >
      <rect x="1" y="2" width="20" height="28" rx="4" fill="var(--color-logo-tablet)" />
      <rect x="5" y="6" width="12" height="5" rx="1" fill="var(--sand)" />
      <rect x="5" y="13" width="12" height="5" rx="1" fill="var(--clay)" />
      <rect x="5" y="20" width="12" height="6" rx="1" fill="var(--groundwater)" />
      <text
        x="28"
        y="23"
        fill="currentColor"
        fontFamily="var(--font-sans)"
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.02em"
      >
        TabLogs
      </text>
    </svg>
  );
}
