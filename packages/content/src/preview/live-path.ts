// Which address a live re-render asks for, and which the pane shows after it (decision 0061).

/** The address the server rendered a live re-render at (packages/server/src/preview/live-preview.ts). */
export const LIVE_PATH_HEADER = 'X-Preview-Path';

/**
 * The path to re-render: a keyed page (`/resources/blog/:id`, `/resources/downloads/:id`) by its
 * entry id, which the server follows to the slug the edited title gives, so a title edit
 * re-renders in place rather than asking for a slug that no longer exists.
 */
export function renderPathOf(location: { pathname: string; search: string }, pageEntry?: string) {
  const pathname = pageEntry
    ? location.pathname.replace(/[^/]+\/?$/, encodeURIComponent(pageEntry))
    : location.pathname;
  return pathname + location.search;
}
