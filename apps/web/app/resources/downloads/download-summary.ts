import type { Download } from '@tablogs/content';

/** The canonical URL path of a download: its slug (docs/decisions/0013-routes-and-redirects.md). */
export const downloadPath = (item: Pick<Download, 'slug'>) => `/resources/downloads/${item.slug}`;
