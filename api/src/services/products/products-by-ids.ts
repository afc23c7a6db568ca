import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isValidId } from '../../db/ids.js';
import { products } from '../../db/schema/index.js';
import { MAX_PRODUCT_IDS } from 'shared-ui/pricing';
import { HttpError } from '../../http-error.js';
import { listColumns, toProductJson } from './product-json.js';
import { isListed } from './listing-where.js';

/** `ids=a,b,c` as distinct product ids, or a 400 that says what is wrong with the list. */
export function parseProductIds(ids: string): string[] {
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0) throw new HttpError(400, 'ids must list at least one product id');
  if (list.length > MAX_PRODUCT_IDS) throw new HttpError(400, `ids must list at most ${MAX_PRODUCT_IDS} product ids`);
  if (!list.every(isValidId)) {
    throw new HttpError(400, 'ids must be product ids (24 hexadecimal characters) separated by commas');
  }
  return list;
}

/**
 * The products with these ids, read now (never from the listing cache: the cart re-checks stock and
 * price with it), in the order asked. Ids that match no product, or an archived one, are simply not in the answer.
 */
export async function getProductsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), isListed));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductJson(row, now)] : [];
  });
}
