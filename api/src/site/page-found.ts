import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from 'shared-ui/pricing';
import { isValidId } from '../db/ids.js';
import { products } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { decodeURIComponentSafe } from './first-view/decode-uri-component-safe.js';

const CATEGORY_PAGE = /^\/category\/([^/]+)$/;
const PRODUCT_PAGE = /^\/product\/([^/]+)$/;

/**
 * Whether a page whose route exists names something the shop has: the catalog shows a not-found state
 * for a category outside the shop's list (the contract's CATEGORIES, which the catalog and the API's
 * product schema use), the product page one for an id the database does not hold. The server then
 * answers that page with 404 as well, so crawlers and tools see what the shopper sees.
 */
export async function pageFound(app: FastifyInstance, path: string): Promise<boolean> {
  const category = CATEGORY_PAGE.exec(path);
  if (category) return (CATEGORIES as readonly string[]).includes(decodeURIComponentSafe(category[1]!));
  const product = PRODUCT_PAGE.exec(path);
  if (product) {
    const id = decodeURIComponentSafe(product[1]!);
    if (!isValidId(id)) return false;
    const [row] = await app.db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
    return row !== undefined;
  }
  return true;
}
