import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { growEmbeddedBlog } from './content-growth.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function embedded(posts: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'growth-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'entries'));
  const blog = Array.from({ length: posts }, (_, n) => ({
    sys: { id: `post${n}` },
    fields: { title: `Post ${n}`, date: `2026-0${n + 1}-01` },
  }));
  writeFileSync(path.join(dir, 'entries', 'blog.json'), JSON.stringify(blog));
  return dir;
}

describe('growEmbeddedBlog', () => {
  it('copies the posts round-robin with new ids and titles, older than the oldest', () => {
    const toDir = path.join(embedded(0), 'copy');
    const result = growEmbeddedBlog({ fromDir: embedded(2), toDir, posts: 5 });
    const blog = JSON.parse(readFileSync(path.join(toDir, 'entries', 'blog.json'), 'utf8'));
    expect(result).toEqual({ posts: 5, dir: toDir });
    expect(blog.map((post: { sys: { id: string } }) => post.sys.id)).toEqual([
      'post0',
      'post1',
      'post0-grown-1',
      'post1-grown-2',
      'post0-grown-3',
    ]);
    expect(blog[2].fields).toMatchObject({ title: 'Post 0 (field note 1)', date: '2025-12-29' });
  });
});
