import { and, desc, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema/index.js';
import { escapeLike } from './escape-like.js';
import { isListed } from './products/listing-where.js';

export const MAX_SUGGESTIONS = 6;
const VOCABULARY_TTL_MS = 10 * 60 * 1000;
const RELOAD_AFTER_CHANGE_MS = 30 * 1000;

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Distinct lower-case words of product names, for typo correction. Rebuilt every ten minutes, and after a
 * catalogue change (staff rename or add products) at most every RELOAD_AFTER_CHANGE_MS: a change
 * announcement also follows every order, and the list only steers typo corrections.
 */
export class NameVocabulary {
  private words: string[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private changed = false;

  constructor(private readonly db: Db) {}

  /** The catalogue changed: reload on a later read (at most every RELOAD_AFTER_CHANGE_MS). */
  invalidate() {
    this.changed = true;
  }

  async get(): Promise<string[]> {
    const age = Date.now() - this.loadedAt;
    if (age > VOCABULARY_TTL_MS || (this.changed && age > RELOAD_AFTER_CHANGE_MS)) {
      this.changed = false;
      this.loading ??= this.load().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return this.words;
  }

  private async load() {
    const result = await this.db.execute<{ word: string }>(
      sql`select distinct word from products, unnest(string_to_array(lower(${products.name}), ' ')) as word where length(word) >= 3`,
    );
    this.words = result.rows.map((r) => r.word);
    this.loadedAt = Date.now();
  }

  /** Vocabulary words one edit away from `word`, or whose prefix is one edit away (the user is still typing). */
  async corrections(word: string, max = 8): Promise<string[]> {
    if (word.length < 3) return [];
    const found: string[] = [];
    for (const candidate of await this.get()) {
      if (candidate === word) continue;
      if (
        withinOneEdit(word, candidate) ||
        (word.length >= 4 && candidate.length > word.length && withinOneEdit(word, candidate.slice(0, word.length)))
      ) {
        found.push(candidate);
        if (found.length >= max) break;
      }
    }
    return found;
  }
}

export async function searchSuggestions(db: Db, vocabulary: NameVocabulary, q: string) {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);
  if (text.length < 2) return [];
  const lowerName = sql`lower(${products.name})`;
  const escaped = escapeLike(text);
  const columns = { _id: products.id, name: products.name, category: products.category };

  // Prefix of the name first, then a word of the name starting with the text, then anywhere in the name.
  const direct = await db
    .select(columns)
    .from(products)
    .where(and(isListed, sql`${lowerName} like ${`%${escaped}%`}`))
    .orderBy(
      sql`case when ${lowerName} like ${`${escaped}%`} then 0 when ${lowerName} like ${`% ${escaped}%`} then 1 else 2 end`,
      desc(products.numReviews),
      products.name,
    )
    .limit(MAX_SUGGESTIONS);
  if (direct.length >= MAX_SUGGESTIONS) return direct;

  // Typo tolerance: every typed word must match itself or a name word one edit away.
  const words = text.split(' ').slice(0, 5);
  const wordConditions: SQL[] = [];
  let corrected = false;
  for (const word of words) {
    const alternatives = [word, ...(await vocabulary.corrections(word))];
    if (alternatives.length > 1) corrected = true;
    const matches = alternatives.map((alt) => sql`${lowerName} like ${`%${escapeLike(alt)}%`}`);
    wordConditions.push(or(...matches)!);
  }
  if (!corrected && words.length === 1) return direct;
  const seen = direct.map((d) => d._id);
  const fuzzy = await db
    .select(columns)
    .from(products)
    .where(and(isListed, ...wordConditions, seen.length ? notInArray(products.id, seen) : undefined))
    .orderBy(desc(products.numReviews), products.name)
    .limit(MAX_SUGGESTIONS - direct.length);
  return [...direct, ...fuzzy];
}
