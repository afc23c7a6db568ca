import type { IncomingHttpHeaders } from 'node:http';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding headers already read: each browser sends the same one with every request. */
const remembered = new Map<string, AnswerEncoding>();
const REMEMBERED_HEADERS = 64;

/**
 * The encoding of a cached answer or page a request takes: br, else gzip, else none, by the Accept-Encoding
 * header's q-values (ties go to br). It reads the header as @fastify/compress does (`*` and `x-gzip`
 * stand for gzip, q=0 refuses), so a hit is encoded as a miss would be.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  let encoding = remembered.get(header);
  if (encoding === undefined) {
    encoding = weighEncodings(header);
    // Browsers send a handful of distinct headers; anything else must not grow the map without bound.
    if (remembered.size >= REMEMBERED_HEADERS) remembered.clear();
    remembered.set(header, encoding);
  }
  return encoding;
}

function weighEncodings(header: string): AnswerEncoding {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    let name = rawName.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((q) => q !== undefined);
    const weight = quality === undefined ? 1 : Number(quality);
    if (Number.isFinite(weight)) weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  const br = weights.get('br') ?? 0;
  const gz = weights.get('gzip') ?? 0;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/** The encoding for a request: as its Accept-Encoding takes, none if it asks @fastify/compress for none (`x-no-compression`). */
export function requestedEncoding(headers: IncomingHttpHeaders): AnswerEncoding {
  return headers['x-no-compression'] === undefined ? acceptedEncoding(headers['accept-encoding']) : 'identity';
}
