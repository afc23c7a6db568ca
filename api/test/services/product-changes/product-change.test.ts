import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CATALOGUE_CHANGE,
  decodeProductChange,
  encodeProductChange,
  MAX_CHANGED_PRODUCTS,
  ratingChange,
  stockChange,
} from '../../../src/services/product-changes/product-change.js';
import { answerTags, isAffected, listingTags, mergeTags } from '../../../src/services/product-changes/answer-tags.js';
import { parseListingQuery } from '../../../src/services/listing-query.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i.toString(16).padStart(24, '0'));

describe('a product change as the change feed carries it', () => {
  it('names the products of a stock or rating change and survives the trip', () => {
    for (const change of [
      stockChange(['a1', 'b2', 'a1'], false),
      stockChange(['c3'], true),
      ratingChange(['d4']),
      stockChange(['e5', 'f6'], true, ['books', 'books']),
      ratingChange(['g7'], ['toys']),
    ]) {
      assert.deepEqual(decodeProductChange(encodeProductChange(change) ?? null), change);
    }
    assert.deepEqual(stockChange(['a1', 'b2', 'a1'], false), { kind: 'stock', productIds: ['a1', 'b2'], inStockChanged: false });
  });

  it('says "catalogue" past a bound of products, far under the 8000 bytes of a notification', () => {
    const most = encodeProductChange(stockChange(ids(MAX_CHANGED_PRODUCTS), true))!;
    assert.ok(Buffer.byteLength(most) < 4000, `${Buffer.byteLength(most)} bytes`);
    assert.deepEqual(stockChange(ids(MAX_CHANGED_PRODUCTS + 1), false), CATALOGUE_CHANGE);
    assert.equal(encodeProductChange(CATALOGUE_CHANGE), undefined);
  });

  it('reads no message, a malformed one or one it does not know as "catalogue": drop everything', () => {
    const unreadable = [
      null,
      '',
      'not json',
      '{"kind":"stock"',
      '42',
      'null',
      '{"kind":"price","productIds":["a1"]}',
      '{"kind":"stock","productIds":["a1"]}',
      '{"kind":"stock","productIds":"a1","inStockChanged":false}',
      '{"kind":"rating","productIds":[1]}',
      '{"kind":"rating","productIds":[]}',
      JSON.stringify({ kind: 'rating', productIds: ids(MAX_CHANGED_PRODUCTS + 1) }),
      JSON.stringify({ kind: 'rating', productIds: ['x'.repeat(65)] }),
      JSON.stringify({ kind: 'rating', productIds: ['a1'], categories: 'books' }),
      JSON.stringify({ kind: 'rating', productIds: ['a1'], categories: [] }),
      JSON.stringify({ kind: 'rating', productIds: ['a1'], categories: ['books', 'toys'] }),
    ];
    for (const message of unreadable) assert.deepEqual(decodeProductChange(message), CATALOGUE_CHANGE, String(message));
  });
});

describe('what a change drops', () => {
  const listing = (query: Record<string, string | number>, shown: string[]) => listingTags(parseListingQuery(query), shown);

  it('an answer that shows a changed product, whatever changed', () => {
    const detail = answerTags(['x']);
    assert.equal(isAffected(detail, stockChange(['x'], false)), true);
    assert.equal(isAffected(detail, ratingChange(['x'])), true);
    assert.equal(isAffected(detail, stockChange(['y'], true)), false);
    assert.equal(isAffected(detail, ratingChange(['y'])), false);
    assert.equal(isAffected(detail, CATALOGUE_CHANGE), true);
  });

  it('a listing whose members or order depend on whether products are in stock, when one sold out or came back', () => {
    const soldOut = stockChange(['x'], true);
    const fewerLeft = stockChange(['x'], false);
    assert.equal(isAffected(listing({ availability: 'in_stock', sort: 'price_asc' }, ['a']), soldOut), true);
    assert.equal(isAffected(listing({ availability: 'in_stock', sort: 'price_asc' }, ['a']), fewerLeft), false);
    // featured (the default, and any sort it does not know) puts products in stock first
    assert.equal(isAffected(listing({}, ['a']), soldOut), true);
    assert.equal(isAffected(listing({ sort: 'nonsense' }, ['a']), soldOut), true);
    assert.equal(isAffected(listing({ keyword: 'lamp' }, ['a']), soldOut), true);
    assert.equal(isAffected(listing({}, ['a']), fewerLeft), false);
    for (const sort of ['price_asc', 'price_desc', 'newest', 'name_asc', 'name_desc', 'rating', 'popular'])
      assert.equal(isAffected(listing({ sort }, ['a']), soldOut), false, sort);
  });

  it('a listing filtered or ordered by rating or review count, when a rating changed', () => {
    const reviewed = ratingChange(['x']);
    for (const sort of ['rating', 'popular', 'featured'])
      assert.equal(isAffected(listing({ sort }, ['a']), reviewed), true, sort);
    assert.equal(isAffected(listing({ sort: 'price_asc', rating: 4 }, ['a']), reviewed), true);
    assert.equal(isAffected(listing({ sort: 'price_asc', rating: 0 }, ['a']), reviewed), false);
    assert.equal(isAffected(listing({ sort: 'newest', availability: 'in_stock' }, ['a']), reviewed), false);
  });

  it("a listing filtered on other categories than the changed products' keeps", () => {
    const books = listing({ category: 'books' }, ['a']);
    assert.equal(isAffected(books, stockChange(['x'], true, ['toys'])), false);
    assert.equal(isAffected(books, ratingChange(['x'], ['toys'])), false);
    assert.equal(isAffected(books, stockChange(['x'], true, ['books'])), true);
    assert.equal(isAffected(books, ratingChange(['x'], ['toys', 'books'].slice(1))), true);
    // a change that does not say its categories concerns every category
    assert.equal(isAffected(books, ratingChange(['x'])), true);
    // and a listing of every category is concerned by any
    assert.equal(isAffected(listing({}, ['a']), ratingChange(['x'], ['toys'])), true);
    // its own products, whatever their category
    assert.equal(isAffected(books, stockChange(['a'], false, ['toys'])), true);
  });

  it('a page made of answers, when any of them would be dropped', () => {
    const page = mergeTags([answerTags(['x']), listing({ sort: 'rating' }, ['a', 'b'])]);
    assert.equal(isAffected(page, stockChange(['x'], false)), true);
    assert.equal(isAffected(page, stockChange(['b'], false)), true);
    assert.equal(isAffected(page, stockChange(['c'], false)), false);
    assert.equal(isAffected(page, ratingChange(['c'])), true);
    assert.equal(isAffected(mergeTags([]), ratingChange(['c'])), false);
    const twoCategories = mergeTags([
      answerTags(['x']),
      listing({ category: 'books' }, ['a']),
      listing({ category: 'toys' }, ['b']),
    ]);
    assert.equal(isAffected(twoCategories, ratingChange(['c'], ['toys'])), true);
    assert.equal(isAffected(twoCategories, ratingChange(['c'], ['garden'])), false);
    assert.equal(isAffected(mergeTags([twoCategories, listing({}, [])]), ratingChange(['c'], ['garden'])), true);
  });
});
