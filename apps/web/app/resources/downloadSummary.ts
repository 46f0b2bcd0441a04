import type { Download } from '@tablogs/content';

/** The canonical URL path of a download: its slug (decisions §4). */
export const downloadPath = (item: Pick<Download, 'slug'>) => `/resources/downloads/${item.slug}`;
