// The files a publish keeps from the live build (decision 0041): everything it does not render
// (assets, images, and the pages whose content reads did not change) is hard-linked into the new
// build, never copied or rewritten, so the live build's files stay as they are.
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from '../site/finish-pages.ts';

/**
 * The page a file of a build belongs to, when a render writes it: `/x/index.html`, `/x.data`
 * and their compressed copies are page `/x`; `/404.html` is `/404`; a resource route's file is
 * its own page. Null for files no render writes (assets, images).
 */
export function renderedPageOf(urlPath: string, contentFiles: ReadonlySet<string>): string | null {
  const original = urlPath.replace(/\.(br|gz)$/, '');
  const resource = original.replace(/\.data$/, '');
  if (contentFiles.has(original) || contentFiles.has(resource)) return resource;
  if (original === '/_root.data' || original === '/index.html') return '/';
  if (original === '/404.html') return '/404';
  if (original.endsWith('/index.html')) return original.slice(0, -'/index.html'.length);
  if (original.endsWith('.data')) return resource;
  return null;
}

/**
 * Hard-links (or copies, across file systems) every file of the live build that this render does
 * not write: assets, images, icons, and the files of the pages it keeps. Files of pages that are
 * rendered, or that the content no longer has, are left out.
 * @param pages `contentFiles`: URL paths of resource files (e.g. /sitemap.xml); `keptPages`: pages
 *   not rendered again
 */
export async function linkUnrendered(
  fromDir: string,
  toDir: string,
  pages: { contentFiles: ReadonlySet<string>; keptPages: ReadonlySet<string> },
) {
  const links: Array<[string, string]> = [];
  const folders = new Set<string>();
  for (const file of await filesUnder(fromDir)) {
    const urlPath = `/${path.relative(fromDir, file).split(path.sep).join('/')}`;
    const page = renderedPageOf(urlPath, pages.contentFiles);
    if (page !== null && !pages.keptPages.has(decodeURIComponentSafe(page))) continue;
    const target = path.join(toDir, ...urlPath.split('/'));
    folders.add(path.dirname(target));
    links.push([file, target]);
  }
  // Thousands of files on a large blog: a few system calls in flight at once, not one by one.
  await inBatches([...folders], (folder) => mkdir(folder, { recursive: true }));
  await inBatches(links, ([file, target]) =>
    link(file, target).catch(() => copyFile(file, target)),
  );
}

const IN_FLIGHT = 32;

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += IN_FLIGHT) {
    await Promise.all(items.slice(start, start + IN_FLIGHT).map(work));
  }
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
