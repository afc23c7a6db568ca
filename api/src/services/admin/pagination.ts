import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from 'shared-ui/contract';
import { HttpError } from '../../http-error.js';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** `page` and `limit` as the staff lists take them (digits already checked by the schema). */
export function pageRequest(query: { page?: string; limit?: string }): PageRequest {
  const page = query.page ? Number(query.page) : 1;
  const limit = query.limit ? Number(query.limit) : ADMIN_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw new HttpError(400, 'page must be a positive integer');
  if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_MAX_PAGE_SIZE) {
    throw new HttpError(400, `limit must be an integer between 1 and ${ADMIN_MAX_PAGE_SIZE}`);
  }
  return { page, limit, offset: (page - 1) * limit };
}

export function pageFields({ page, limit }: PageRequest, total: number) {
  return { page, pages: Math.ceil(total / limit), total };
}

/** Free text as the staff searches compare it: trimmed, lower-cased, inner whitespace collapsed; '' for none. */
export function searchText(q: string | undefined): string {
  return (q ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}
