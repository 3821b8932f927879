import { MAX_FULL_PAGES, pageCount, pageSlice, pageWindow } from '../pagination';

describe('pageWindow', () => {
  it('shows every page up to 6', () => {
    expect(MAX_FULL_PAGES).toBe(6);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    for (let p = 1; p <= 6; p++) expect(pageWindow(p, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('near the start: the first four pages, an ellipsis and the last', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 'end-ellipsis', 7]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'end-ellipsis', 20]);
  });

  it('in the middle: the first, the current page with its neighbours and the last, between ellipses', () => {
    expect(pageWindow(4, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 'end-ellipsis', 10]);
  });

  it('near the end: the first, an ellipsis and the last four pages', () => {
    expect(pageWindow(8, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10]);
    expect(pageWindow(5, 7)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7]);
  });

  it('always holds the current page, the first and the last, in order, without repeats', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageWindow(page, total);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(items.length).toBeLessThanOrEqual(7);
        // An ellipsis stands for at least one hidden page.
        items.forEach((item, i) => {
          if (typeof item !== 'number') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        });
      }
    }
  });

  it('clamps a page out of range', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('pageCount and pageSlice', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100, 25)).toBe(4);
  });
  it('slices one page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(items, 4, 7)).toEqual([22, 23]);
  });
});
