import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5);

/**
 * A 24-hex-character id shaped like a MongoDB ObjectId (seconds, random, counter), so the
 * storefront's "last 6 / last 8 characters of the id" stay distinct and ids sort by creation.
 */
export function newId(date: Date = new Date()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(date.getTime() / 1000) >>> 0, 0);
  processPart.copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
