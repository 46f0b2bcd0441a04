// Grows the embedded blog to a given number of posts in a scratch copy of the embedded content
// (issue 35): the six posts are copied round-robin with new ids, titles and dates, as a blog that
// gains a post every few days for years. The copy is what `CONTENT_EMBEDDED_DIR` points at.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Copies the embedded content in `fromDir` (packages/content/embedded) into `toDir` with `posts`
 * blog posts in all.
 * @param {{ fromDir: string, toDir: string, posts: number }} options
 * @returns {{ posts: number, dir: string }}
 */
export function growEmbeddedBlog({ fromDir, toDir, posts }) {
  cpSync(fromDir, toDir, { recursive: true });
  const blogFile = path.join(toDir, 'entries', 'blog.json');
  /** @type {Array<{ sys: Record<string, unknown> & { id: string }, fields: Record<string, unknown> & { title: string, date: string } }>} */
  const originals = JSON.parse(readFileSync(blogFile, 'utf8'));
  const oldest = Math.min(...originals.map((post) => Date.parse(post.fields.date)));
  const grown = [...originals];
  for (let n = 1; grown.length < posts; n += 1) {
    const source = originals[(n - 1) % originals.length];
    if (!source) throw new Error('The embedded blog has no posts to copy');
    const date = new Date(oldest - n * 3 * DAY_MS).toISOString();
    grown.push({
      sys: { ...source.sys, id: `${source.sys.id}-grown-${n}`, createdAt: date, updatedAt: date },
      fields: {
        ...source.fields,
        title: `${source.fields.title} (field note ${n})`,
        date: date.slice(0, 10),
      },
    });
  }
  writeFileSync(blogFile, `${JSON.stringify(grown.slice(0, posts), null, 1)}\n`);
  return { posts: Math.min(posts, grown.length), dir: toDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [fromDir, toDir, posts] = process.argv.slice(2);
  if (!fromDir || !toDir || !posts) {
    throw new Error('usage: content-growth.mjs <embedded content dir> <dir> <posts>');
  }
  console.log(
    growEmbeddedBlog({
      fromDir: path.resolve(fromDir),
      toDir: path.resolve(toDir),
      posts: Number(posts),
    }),
  );
}
