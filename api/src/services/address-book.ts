import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_BOOK_LIMIT, type AddressInput } from 'shared-ui/contract';
import type { Static } from 'typebox';
import type { Db, Tx } from '../db/client.js';
import { isValidId, newId } from '../db/ids.js';
import { addresses, type AddressRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';

type AddressChanges = Static<typeof AddressInput>;

const FIELDS = ['fullName', 'address', 'city', 'postalCode', 'country'] as const;

export function toAddressJson(row: AddressRow) {
  return {
    _id: row.id,
    fullName: row.fullName,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

/** Trimmed fields; a field of blanks is named the way the order's shippingAddress names it. */
function cleanFields(input: AddressChanges) {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, input[field].trim()])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  for (const field of FIELDS) {
    if (!fields[field]) throw new HttpError(400, `${field} must not be empty`);
  }
  return fields;
}

const ownedBy = (userId: string, addressId: string) => and(eq(addresses.userId, userId), eq(addresses.id, addressId));

/** The user's addresses, the default first, then oldest first. */
export async function listAddresses(db: Db | Tx, userId: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressJson);
}

async function clearDefault(tx: Tx, userId: string, except?: string) {
  const mine = eq(addresses.userId, userId);
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      except ? and(mine, eq(addresses.isDefault, true), ne(addresses.id, except)) : and(mine, eq(addresses.isDefault, true)),
    );
}

/**
 * Adds an address. The first one becomes the default; `isDefault` moves the default to it. Each user's
 * rows are changed one request at a time (the user's oldest address, or nothing, locked first), so the
 * limit and the single default hold under concurrent requests.
 */
export async function addAddress(db: Db, userId: string, input: AddressChanges) {
  const fields = cleanFields(input);
  return db.transaction(async (tx) => {
    await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))) as [{ n: number }];
    if (n >= ADDRESS_BOOK_LIMIT) throw new HttpError(400, `An address book holds at most ${ADDRESS_BOOK_LIMIT} addresses`);
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ id: newId(), userId, ...fields, isDefault })
      .returning();
    return toAddressJson(row!);
  });
}

/** Edits an address; `isDefault: true` makes it the default (false is ignored: choose another default instead). */
export async function updateAddress(db: Db, userId: string, addressId: string, input: AddressChanges) {
  if (!isValidId(addressId)) throw new HttpError(404, 'Address not found');
  const fields = cleanFields(input);
  return db.transaction(async (tx) => {
    await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).for('update');
    if (input.isDefault === true) await clearDefault(tx, userId, addressId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, ...(input.isDefault === true ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(ownedBy(userId, addressId))
      .returning();
    if (!row) throw new HttpError(404, 'Address not found');
    return toAddressJson(row);
  });
}

/** Makes one address the default. */
export async function chooseDefaultAddress(db: Db, userId: string, addressId: string) {
  if (!isValidId(addressId)) throw new HttpError(404, 'Address not found');
  return db.transaction(async (tx) => {
    await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).for('update');
    await clearDefault(tx, userId, addressId);
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(ownedBy(userId, addressId)).returning();
    if (!row) throw new HttpError(404, 'Address not found');
    return toAddressJson(row);
  });
}

/** Deletes an address; if it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  if (!isValidId(addressId)) throw new HttpError(404, 'Address not found');
  await db.transaction(async (tx) => {
    await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).for('update');
    const [removed] = await tx.delete(addresses).where(ownedBy(userId, addressId)).returning();
    if (!removed) throw new HttpError(404, 'Address not found');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
