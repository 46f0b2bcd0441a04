import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extraPagePaths,
  itemsOfPage,
  LIST_PAGE_SIZE,
  listPagePath,
  pageCountOf,
  pageRelLinks,
  pagerEntries,
  pageTitle,
  parsePageParam,
  requestedListPage,
} from './list-pages';

const list = fc.array(fc.nat(), { maxLength: 2_100 });
const size = fc.integer({ min: 1, max: 50 });

describe('paging a list', () => {
  it('puts every item on exactly one page, in order, each page full but the last', () => {
    fc.assert(
      fc.property(list, size, (items, pageSize) => {
        const count = pageCountOf(items.length, pageSize);
        const pages = Array.from(
          { length: count },
          (_, i) => itemsOfPage(items, i + 1, pageSize) ?? [],
        );
        expect(pages.flat()).toEqual(items);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(pageSize);
        if (items.length > 0) expect(pages.at(-1)?.length).toBeGreaterThan(0);
        expect(itemsOfPage(items, 0, pageSize)).toBeNull();
        expect(itemsOfPage(items, count + 1, pageSize)).toBeNull();
      }),
    );
  });

  it('has one page (and no numbered pages) while the list fits, a second from one item more', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(LIST_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(LIST_PAGE_SIZE + 1)).toBe(2);
    expect(extraPagePaths('/resources/newsletters', LIST_PAGE_SIZE)).toEqual([]);
    expect(extraPagePaths('/resources/blog', 2_005)).toHaveLength(167);
    expect(extraPagePaths('/resources/blog', 25)).toEqual([
      '/resources/blog/page/2',
      '/resources/blog/page/3',
    ]);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => pageCountOf(-1)).toThrow(RangeError);
    expect(() => pageCountOf(1.5)).toThrow(RangeError);
    expect(() => pageCountOf(3, 0)).toThrow(RangeError);
  });

  it('keeps page 1 at the list URL', () => {
    expect(listPagePath('/resources/blog', 1)).toBe('/resources/blog');
    expect(listPagePath('/resources/blog', 7)).toBe('/resources/blog/page/7');
  });
});

describe('the :page parameter', () => {
  it('accepts plain page numbers only', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('167')).toBe(167);
    expect(parsePageParam('1')).toBe('first');
    for (const bad of ['0', '02', '-2', '2.0', ' 2', 'x', '', undefined, '1e3', '9999999']) {
      expect(parsePageParam(bad)).toBeNull();
    }
  });

  it('round-trips every page path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999_999 }), (page) => {
        const param = listPagePath('/l', page).split('/').at(-1);
        expect(parsePageParam(param)).toBe(page);
      }),
    );
  });

  it('answers page/1 with a 301 to the list and pages past the end with a 404', () => {
    const thrown = (param: string) => {
      try {
        requestedListPage('/resources/blog', 30, param);
      } catch (error) {
        return error;
      }
      return null;
    };
    const first = thrown('1');
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(301);
    expect((first as Response).headers.get('Location')).toBe('/resources/blog');
    for (const param of ['4', '0', 'two']) {
      const error = thrown(param);
      // What `data(null, { status: 404 })` throws: React Router answers it with a 404.
      expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
    }
    expect(requestedListPage('/resources/blog', 30, '3')).toEqual({
      listPath: '/resources/blog',
      page: 3,
      pageCount: 3,
    });
    expect(requestedListPage('/resources/blog', 30, undefined).page).toBe(1);
  });
});

describe('the numbered pager', () => {
  const arbitraryPage = fc
    .integer({ min: 1, max: 400 })
    .chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count)));

  it('shows the first, last, current and neighbouring pages, ascending, gaps hiding two or more', () => {
    fc.assert(
      fc.property(arbitraryPage, ([current, count]) => {
        const entries = pagerEntries(current, count);
        if (count === 1) {
          expect(entries).toEqual([]);
          return;
        }
        const numbers = entries.filter((entry): entry is number => entry !== 'gap');
        for (const page of [1, count, current, current - 1, current + 1]) {
          if (page >= 1 && page <= count) expect(numbers).toContain(page);
        }
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        for (const [i, entry] of entries.entries()) {
          const before = entries[i - 1];
          const after = entries[i + 1];
          if (entry === 'gap') {
            // A gap sits between two numbers and stands for at least two pages.
            expect(typeof before === 'number' && typeof after === 'number').toBe(true);
            expect((after as number) - (before as number)).toBeGreaterThan(2);
          } else if (typeof before === 'number') {
            expect(entry - before).toBe(1);
          }
        }
        // Bounded however long the list: at most 1 … c-1 c c+1 … n.
        expect(entries.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('reads like a pager', () => {
    expect(pagerEntries(1, 2)).toEqual([1, 2]);
    expect(pagerEntries(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pagerEntries(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pagerEntries(6, 167)).toEqual([1, 'gap', 5, 6, 7, 'gap', 167]);
  });
});

describe('head of a list page', () => {
  it('links the previous and next page absolutely and numbers the title after page 1', () => {
    const site = 'https://www.tablogs.com';
    const info = (page: number) => ({ listPath: '/resources/blog', page, pageCount: 3 });
    expect(pageRelLinks(info(1), site)).toEqual([
      { tagName: 'link', rel: 'next', href: `${site}/resources/blog/page/2` },
    ]);
    expect(pageRelLinks(info(2), site).map((link) => link.href)).toEqual([
      `${site}/resources/blog`,
      `${site}/resources/blog/page/3`,
    ]);
    expect(pageRelLinks(info(3), site).map((link) => link.rel)).toEqual(['prev']);
    expect(pageRelLinks({ ...info(1), pageCount: 1 }, site)).toEqual([]);
    expect(pageTitle('Blog', info(1))).toBe('Blog');
    expect(pageTitle('Blog', info(2))).toBe('Blog – page 2 of 3');
  });
});
