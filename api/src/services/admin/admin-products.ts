import { and, asc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_BELOW, type AdminProductInput, type AdminProductListQuery, type AdminProductPatch } from 'shared-ui/contract';
import type { Static } from 'typebox';
import type { Db, Tx } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import { isValidId, newId } from '../../db/ids.js';
import { products, type ProductRow, type UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { parseListingQuery } from '../listing-query.js';
import { listingWhere } from '../products/listing-where.js';
import { sortOrder } from '../products/listing-sort.js';
import { toProductJson } from '../products/product-json.js';
import { recordAudit } from './audit-log.js';
import { pageFields, pageRequest, searchText } from './pagination.js';
import { assertOriginalAbovePrice, productColumns } from './product-input.js';

type ProductListQuery = Static<typeof AdminProductListQuery>;

/** A product as staff see it: the shopper's JSON plus when it last changed and whether it is archived. */
export function toAdminProduct(row: ProductRow, now = Date.now()) {
  return {
    ...toProductJson(row, now),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
export type AdminProductJson = ReturnType<typeof toAdminProduct>;

function adminSort(sort: string): SQL {
  switch (sort) {
    case 'stock_asc':
      return sql`${products.countInStock} asc, ${products.id} asc`;
    case 'stock_desc':
      return sql`${products.countInStock} desc, ${products.id} desc`;
    case 'updated':
      return sql`${products.updatedAt} desc, ${products.id} desc`;
  }
  return sortOrder(sort, products, false);
}

/**
 * The product table: the listing's own keyword and category matching (listing-query + listing-where),
 * plus a whole product id, archived products (state) and low stock; an exact total.
 */
export async function listAdminProducts(db: Db, query: ProductListQuery) {
  const request = pageRequest(query);
  const q = searchText(query.q);
  const parsed = parseListingQuery({ keyword: isValidId(q) ? '' : q, category: query.category });
  const conditions: SQL[] = [];
  const matching = listingWhere(parsed.words, parsed.filter);
  if (isValidId(q)) conditions.push(eq(products.id, q));
  else if (matching) conditions.push(matching);
  const state = query.state || 'active';
  if (state === 'active') conditions.push(isNull(products.archivedAt));
  if (state === 'archived') conditions.push(isNotNull(products.archivedAt));
  if (query.lowStock === 'true') conditions.push(lt(products.countInStock, LOW_STOCK_BELOW));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(adminSort(query.sort || 'newest'))
      .limit(request.limit)
      .offset(request.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const now = Date.now();
  return { products: rows.map((row) => toAdminProduct(row, now)), ...pageFields(request, counted?.total ?? 0) };
}

/** Active products under LOW_STOCK_BELOW in stock, fewest first (the dashboard). */
export async function lowStockProducts(db: Db, limit: number) {
  const where = and(isNull(products.archivedAt), lt(products.countInStock, LOW_STOCK_BELOW));
  const [rows, [counted]] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.countInStock), asc(products.id)).limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const now = Date.now();
  return { below: LOW_STOCK_BELOW, total: counted?.total ?? 0, products: rows.map((row) => toAdminProduct(row, now)) };
}

export async function getAdminProduct(db: Db, id: string) {
  if (!isValidId(id)) throw new HttpError(404, 'Product not found');
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new HttpError(404, 'Product not found');
  return toAdminProduct(row);
}

async function lockProduct(tx: Tx, id: string): Promise<ProductRow> {
  if (!isValidId(id)) throw new HttpError(404, 'Product not found');
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new HttpError(404, 'Product not found');
  return row;
}

export async function createProduct(db: Db, input: Static<typeof AdminProductInput>, staff: UserRow) {
  const columns = productColumns(input);
  assertOriginalAbovePrice(columns.priceCents!, columns.originalPriceCents);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        id: newId(),
        name: columns.name!,
        image: columns.image!,
        brand: columns.brand!,
        category: columns.category!,
        description: columns.description!,
        priceCents: columns.priceCents!,
        originalPriceCents: columns.originalPriceCents ?? null,
        countInStock: columns.countInStock ?? 0,
      })
      .returning();
    const product = toAdminProduct(row!);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'product.create',
      entityType: 'product',
      entityId: product._id,
      before: null,
      after: product,
    });
    return product;
  });
}

/** An edit of any fields; placed orders keep their own lines' prices (order_items.price_cents), so they never change. */
export async function updateProduct(db: Db, id: string, patch: Static<typeof AdminProductPatch>, staff: UserRow) {
  const columns = productColumns(patch);
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    assertOriginalAbovePrice(
      columns.priceCents ?? current.priceCents,
      columns.originalPriceCents === undefined ? current.originalPriceCents : columns.originalPriceCents,
    );
    const [row] = await tx.update(products).set(columns).where(eq(products.id, id)).returning();
    const before = toAdminProduct(current);
    const after = toAdminProduct(row!);
    await recordAudit(tx, { actorId: staff.id, action: 'product.update', entityType: 'product', entityId: id, before, after });
    return after;
  });
}

/** Adds `delta` to the stock in one conditional UPDATE: never below zero, whatever orders run meanwhile. */
export async function adjustStock(db: Db, id: string, delta: number, reason: string, staff: UserRow) {
  const why = reason.trim();
  if (!why) throw new HttpError(400, 'reason must not be empty');
  if (delta === 0) throw new HttpError(400, 'delta must not be zero');
  if (!isValidId(id)) throw new HttpError(404, 'Product not found');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ countInStock: sql`${products.countInStock} + ${delta}` })
        .where(and(eq(products.id, id), sql`${products.countInStock} + ${delta} >= 0`))
        .returning();
      if (!row) {
        const [current] = await tx.select({ countInStock: products.countInStock }).from(products).where(eq(products.id, id));
        if (!current) throw new HttpError(404, 'Product not found');
        throw new HttpError(409, `Stock cannot go below zero: ${current.countInStock} in stock, delta ${delta}`);
      }
      const after = toAdminProduct(row);
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'product.stock',
        entityType: 'product',
        entityId: id,
        before: { countInStock: row.countInStock - delta },
        after: { countInStock: row.countInStock, delta, reason: why },
      });
      return after;
    });
  } catch (error) {
    if (isCheckViolation(error)) throw new HttpError(409, 'Stock cannot go below zero');
    throw error;
  }
}

/**
 * Archive (instead of delete) or restore. An archived product leaves every shopper-facing read (listing,
 * search index, suggestions, by-ids, its page is 404) and cannot be ordered or reviewed; its orders and
 * reviews stay. Repeating it changes nothing and records nothing.
 */
export async function setArchived(db: Db, id: string, archived: boolean, staff: UserRow) {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if ((current.archivedAt !== null) === archived) return { product: toAdminProduct(current), changed: false };
    const [row] = await tx
      .update(products)
      .set({ archivedAt: archived ? sql`now()` : null })
      .where(eq(products.id, id))
      .returning();
    const after = toAdminProduct(row!);
    await recordAudit(tx, {
      actorId: staff.id,
      action: archived ? 'product.archive' : 'product.unarchive',
      entityType: 'product',
      entityId: id,
      before: { archivedAt: current.archivedAt?.toISOString() ?? null },
      after: { archivedAt: after.archivedAt },
    });
    return { product: after, changed: true };
  });
}
