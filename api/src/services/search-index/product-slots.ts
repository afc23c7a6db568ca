import { compareCodePoints } from './compare-code-points.js';
import { grow } from './grow-array.js';
import type { IndexedRow } from './indexed-rows.js';
import { CATALOGUE_CHANGE, ratingChange, stockChange, type ProductChange } from '../product-changes/product-change.js';
import { RankedOrder } from './ranked-order.js';
import { sortInSlices } from './sort-in-slices.js';
import type { TimeSlices } from './time-slices.js';
import { TokenPostings } from './token-postings.js';

/**
 * The index's memory: one slot per product, in id order as loaded (idRank keeps the order if a later id
 * sorts earlier), its text in arrays and its sort and filter keys in typed arrays (the query loops read
 * these fields directly; see the README's "Keyword search").
 */
export class ProductSlots {
  count = 0;
  readonly ids: string[] = [];
  readonly names: string[] = [];
  readonly namesLower: string[] = [];
  readonly brandsLower: string[] = [];
  readonly categories: string[] = [];
  priceCents = new Int32Array(0);
  /** -1: null (prices are never negative, so `original > price` is false as in SQL) */
  originalPriceCents = new Int32Array(0);
  /** per slot, the index of its category in categoryNames / brand in brandIds */
  categoryOf = new Int32Array(0);
  brandOf = new Int32Array(0);
  readonly categoryNames: string[] = [];
  readonly categoryIds = new Map<string, number>();
  readonly brandIds = new Map<string, number>();
  /** per category, its slots (the first categorySlotCounts[c] entries): a category filter scans only these */
  readonly categorySlots: Int32Array[] = [];
  readonly categorySlotCounts: number[] = [];
  /** per category, its slots in price order (priceOrder's): a price range is a stretch found by binary search */
  categoryByPrice: Int32Array[] = [];
  countInStock = new Int32Array(0);
  numReviews = new Int32Array(0);
  rating = new Float64Array(0);
  createdAtUs = new Float64Array(0);
  idRank = new Int32Array(0);
  /** 1: archived (never matched) */
  archived = new Uint8Array(0);
  /** how many slots are archived (none: a filter's candidates need no archived check) */
  archivedCount = 0;
  /** a hash of each slot's search text and name, so a refresh notices a staff edit of the words */
  textHash = new Int32Array(0);
  /** position of each slot in A-to-Z order (lower(name) C, name C, id) */
  nameRank = new Int32Array(0);
  /** the slots in A-to-Z order (nameRank's inverse): a name prefix is one stretch of it */
  nameOrder: Int32Array = new Int32Array(0);
  readonly vocabulary = new TokenPostings();
  /**
   * The SQL path's orders (products/listing-sort.ts, tie-breakers included) over every slot, ranked:
   * featured without a keyword, rating, popular, price (price_desc is its reverse) and created_at
   * (newest is its reverse). Name orders use nameRank.
   */
  readonly featuredOrder = new RankedOrder(
    (a, b) =>
      (this.countInStock[b]! > 0 ? 1 : 0) - (this.countInStock[a]! > 0 ? 1 : 0) ||
      this.numReviews[b]! - this.numReviews[a]! ||
      this.rating[b]! - this.rating[a]! ||
      this.idRank[a]! - this.idRank[b]!,
  );
  readonly ratingOrder = new RankedOrder(
    (a, b) => this.rating[b]! - this.rating[a]! || this.numReviews[b]! - this.numReviews[a]! || this.idRank[a]! - this.idRank[b]!,
  );
  readonly popularOrder = new RankedOrder(
    (a, b) => this.numReviews[b]! - this.numReviews[a]! || this.rating[b]! - this.rating[a]! || this.idRank[a]! - this.idRank[b]!,
  );
  readonly priceOrder = new RankedOrder((a, b) => this.priceCents[a]! - this.priceCents[b]! || this.idRank[a]! - this.idRank[b]!);
  readonly createdOrder = new RankedOrder(
    (a, b) => this.createdAtUs[a]! - this.createdAtUs[b]! || this.idRank[a]! - this.idRank[b]!,
  );
  /**
   * The tokens of lower(name) and their slots, each name's first token (-1: the name starts with
   * whitespace) and whether the name is that one token: a one-word keyword's featured tier (whole name,
   * prefix, inside the name) without reading every match's name (sort-keys.ts).
   */
  readonly nameVocabulary = new TokenPostings();
  firstNameToken = new Int32Array(0);
  nameIsOneToken = new Uint8Array(0);

  private readonly slotById = new Map<string, number>();
  private idsOutOfOrder = false;
  /** interned brand and category strings (few distinct values, 100 000 rows) */
  private readonly interned = new Map<string, string>();

  /** how many slots the typed arrays hold (a query's scratch arrays are as long) */
  get capacity(): number {
    return this.priceCents.length;
  }

  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  addRow(row: IndexedRow) {
    const slot = this.count++;
    this.ensureCapacity(this.count);
    this.ids.push(row.id);
    this.names.push(row.name);
    this.namesLower.push(row.nameLower);
    this.brandsLower.push(this.intern(row.brandLower));
    this.categories.push(this.intern(row.category));
    this.slotById.set(row.id, slot);
    this.brandOf[slot] = this.brandId(row.brandLower);
    this.addToCategory(slot, row.category);
    this.setSortKeys(slot, row);
    this.textHash[slot] = textHashOf(row);
    // Slots are loaded in id order; a product added later with a smaller id re-ranks them all (once the
    // batch is in: see rank()).
    this.idRank[slot] = slot;
    if (slot > 0 && row.id < this.ids[slot - 1]!) this.idsOutOfOrder = true;
    this.vocabulary.addText(row.searchText, slot);
    this.indexName(slot, row.nameLower);
  }

  private indexName(slot: number, nameLower: string) {
    this.nameVocabulary.addText(nameLower, slot);
    const first = /^\S+/.exec(nameLower)?.[0];
    this.firstNameToken[slot] = first === undefined ? -1 : this.nameVocabulary.indexOfToken(first)!;
    this.nameIsOneToken[slot] = first !== undefined && first.length === nameLower.length ? 1 : 0;
  }

  /** Ends the build: the postings packed to their lengths, a token at a time. */
  async pack(slices: TimeSlices) {
    await this.vocabulary.packInSlices(slices);
    await this.nameVocabulary.packInSlices(slices);
  }

  /**
   * Takes the rows a refresh re-read: a product not known yet is added, a known one gets its changed keys.
   * Answers what changed, as the change feed says it (none: nothing changed).
   */
  async takeChangedRows(rows: readonly IndexedRow[], slices: TimeSlices): Promise<ProductChange[]> {
    let added = false;
    let renamed = false;
    let otherwise = false;
    const moved: number[] = [];
    const stocked: string[] = [];
    const rated: string[] = [];
    const stockedCategories: string[] = [];
    const ratedCategories: string[] = [];
    let inStockChanged = false;
    for (const row of rows) {
      const slot = this.slotById.get(row.id);
      if (slot === undefined) {
        moved.push(this.count);
        this.addRow(row);
        added = true;
        continue;
      }
      const difference = this.differenceOf(slot, row);
      if (difference) {
        if (difference.stock) {
          stocked.push(row.id);
          stockedCategories.push(row.category);
        }
        if (difference.inStock) inStockChanged = true;
        if (difference.rating) {
          rated.push(row.id);
          ratedCategories.push(row.category);
        }
        if (difference.other) otherwise = true;
        this.update(slot, row);
        moved.push(slot);
      }
      if (this.retext(slot, row)) renamed = true;
    }
    if (added || renamed) await this.rankIdsAndNames(slices);
    // Every other slot keeps its place relative to the rest (a new id shifts id ranks, not their order).
    if (moved.length > 0) {
      for (const order of this.rankedOrders()) order.reposition(this.count, moved);
      this.splitPriceOrderByCategory();
    }
    if (added || renamed || otherwise) return [CATALOGUE_CHANGE];
    const changes: ProductChange[] = [];
    // A category change is an `other` difference: the rows' categories are the slots' own.
    if (stocked.length > 0) changes.push(stockChange(stocked, inStockChanged, stockedCategories));
    if (rated.length > 0) changes.push(ratingChange(rated, ratedCategories));
    return changes;
  }

  /** What a re-read row changes in its slot: stock, whether it is in stock, rating, anything else; null: nothing. */
  private differenceOf(slot: number, row: IndexedRow) {
    const stock = this.countInStock[slot] !== row.countInStock;
    const inStock = this.countInStock[slot]! > 0 !== row.countInStock > 0;
    const rating = this.numReviews[slot] !== row.numReviews || this.rating[slot] !== row.rating;
    const other =
      this.priceCents[slot] !== row.priceCents ||
      this.originalPriceCents[slot] !== (row.originalPriceCents ?? -1) ||
      this.categories[slot] !== row.category ||
      this.brandsLower[slot] !== row.brandLower ||
      this.createdAtUs[slot] !== row.createdAtUs ||
      this.archived[slot] !== (row.archived ? 1 : 0);
    return stock || rating || other ? { stock, inStock, rating, other } : null;
  }

  private rankedOrders(): RankedOrder[] {
    return [this.featuredOrder, this.ratingOrder, this.popularOrder, this.priceOrder, this.createdOrder];
  }

  /** A product whose name or description changed gets its new words and name (true if so). */
  private retext(slot: number, row: IndexedRow): boolean {
    const hash = textHashOf(row);
    if (this.textHash[slot] === hash) return false;
    this.textHash[slot] = hash;
    this.names[slot] = row.name;
    this.namesLower[slot] = row.nameLower;
    this.vocabulary.removeSlot(slot);
    this.vocabulary.addText(row.searchText, slot);
    this.nameVocabulary.removeSlot(slot);
    this.indexName(slot, row.nameLower);
    return true;
  }

  /** The id, A-to-Z and sort orders' ranks, after the build (in slices: sorting a million products takes seconds). */
  async rank(slices: TimeSlices) {
    await this.rankIdsAndNames(slices);
    for (const order of this.rankedOrders()) await order.rebuild(this.count, slices);
    this.splitPriceOrderByCategory();
  }

  private splitPriceOrderByCategory() {
    const lists = this.categorySlotCounts.map((count) => new Int32Array(count));
    const filled = new Array<number>(lists.length).fill(0);
    const { order } = this.priceOrder;
    for (let i = 0; i < order.length; i++) {
      const category = this.categoryOf[order[i]!]!;
      lists[category]![filled[category]!++] = order[i]!;
    }
    this.categoryByPrice = lists;
  }

  private async rankIdsAndNames(slices: TimeSlices) {
    if (this.idsOutOfOrder) await this.rankIds(slices);
    await this.rankNames(slices);
  }

  /** The slot takes the row's keys (differenceOf said they differ). */
  private update(slot: number, row: IndexedRow): void {
    this.setSortKeys(slot, row);
    if (this.categories[slot] !== row.category) this.moveCategory(slot, row.category);
    if (this.brandsLower[slot] !== row.brandLower) {
      this.brandsLower[slot] = this.intern(row.brandLower);
      this.brandOf[slot] = this.brandId(row.brandLower);
    }
  }

  private intern(text: string): string {
    const known = this.interned.get(text);
    if (known !== undefined) return known;
    this.interned.set(text, text);
    return text;
  }

  private ensureCapacity(size: number) {
    if (this.priceCents.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.priceCents.length * 1.5), 1024);
    this.priceCents = grow(this.priceCents, capacity);
    this.originalPriceCents = grow(this.originalPriceCents, capacity);
    this.categoryOf = grow(this.categoryOf, capacity);
    this.brandOf = grow(this.brandOf, capacity);
    this.countInStock = grow(this.countInStock, capacity);
    this.numReviews = grow(this.numReviews, capacity);
    this.rating = grow(this.rating, capacity);
    this.createdAtUs = grow(this.createdAtUs, capacity);
    this.idRank = grow(this.idRank, capacity);
    this.archived = grow(this.archived, capacity);
    this.textHash = grow(this.textHash, capacity);
    this.nameRank = grow(this.nameRank, capacity);
    this.firstNameToken = grow(this.firstNameToken, capacity);
    this.nameIsOneToken = grow(this.nameIsOneToken, capacity);
  }

  private setSortKeys(slot: number, row: IndexedRow) {
    this.priceCents[slot] = row.priceCents;
    this.originalPriceCents[slot] = row.originalPriceCents ?? -1;
    this.countInStock[slot] = row.countInStock;
    this.numReviews[slot] = row.numReviews;
    this.rating[slot] = row.rating;
    this.createdAtUs[slot] = row.createdAtUs;
    const archived = row.archived ? 1 : 0;
    this.archivedCount += archived - this.archived[slot]!;
    this.archived[slot] = archived;
  }

  private brandId(brandLower: string): number {
    let id = this.brandIds.get(brandLower);
    if (id === undefined) {
      id = this.brandIds.size;
      this.brandIds.set(this.intern(brandLower), id);
    }
    return id;
  }

  private addToCategory(slot: number, category: string) {
    let id = this.categoryIds.get(category);
    if (id === undefined) {
      id = this.categoryNames.length;
      this.categoryIds.set(this.intern(category), id);
      this.categoryNames.push(this.intern(category));
      this.categorySlots.push(new Int32Array(1024));
      this.categorySlotCounts.push(0);
    }
    this.categoryOf[slot] = id;
    const size = this.categorySlotCounts[id]!;
    if (size === this.categorySlots[id]!.length) this.categorySlots[id] = grow(this.categorySlots[id]!, size * 2);
    this.categorySlots[id]![size] = slot;
    this.categorySlotCounts[id] = size + 1;
  }

  /** A product whose category changed leaves its old category's list (rare: no route changes it today). */
  private moveCategory(slot: number, category: string) {
    const old = this.categoryOf[slot]!;
    const list = this.categorySlots[old]!;
    const size = this.categorySlotCounts[old]!;
    const at = list.subarray(0, size).indexOf(slot);
    list.copyWithin(at, at + 1, size);
    this.categorySlotCounts[old] = size - 1;
    this.categories[slot] = this.intern(category);
    this.addToCategory(slot, category);
  }

  private async rankIds(slices: TimeSlices) {
    const { ids } = this;
    const order = await sortInSlices(
      this.slotsInLoadOrder(),
      (a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0),
      slices,
    );
    for (let rank = 0; rank < order.length; rank++) this.idRank[order[rank]!] = rank;
  }

  private async rankNames(slices: TimeSlices) {
    const { names, namesLower, idRank } = this;
    const order = await sortInSlices(
      this.slotsInLoadOrder(),
      (a, b) =>
        compareCodePoints(namesLower[a]!, namesLower[b]!) || compareCodePoints(names[a]!, names[b]!) || idRank[a]! - idRank[b]!,
      slices,
    );
    for (let rank = 0; rank < order.length; rank++) this.nameRank[order[rank]!] = rank;
    this.nameOrder = order;
  }

  private slotsInLoadOrder(): Int32Array {
    const order = new Int32Array(this.count);
    for (let slot = 0; slot < order.length; slot++) order[slot] = slot;
    return order;
  }
}

/** FNV-1a over the name and search text: equal text, equal hash (a collision only delays a re-index to the next edit). */
function textHashOf(row: IndexedRow): number {
  let hash = 0x811c9dc5;
  const text = `${row.name}\u0000${row.searchText}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
