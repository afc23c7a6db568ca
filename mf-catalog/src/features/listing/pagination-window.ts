export const PAGINATION_WINDOW = 5;

/** At most five page numbers, windowed around the current page (spec §5, §9). */
export function paginationWindow(page: number, pages: number, size = PAGINATION_WINDOW): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
