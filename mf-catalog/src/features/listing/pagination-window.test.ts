import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [1, 2, 3, 4, 5]],
    [3, [1, 2, 3, 4, 5]],
    [13, [11, 12, 13, 14, 15]],
    [24, [21, 22, 23, 24, 25]],
    [25, [21, 22, 23, 24, 25]],
  ])('shows pages around page %i of 25', (page, expected) => {
    expect(paginationWindow(page, 25)).toEqual(expected);
  });

  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
