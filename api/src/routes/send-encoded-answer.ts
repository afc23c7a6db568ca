import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestedEncoding } from '../services/answer-encoding/accepted-encoding.js';
import type { EncodedAnswer } from '../services/answer-encoding/encoded-answer.js';

/**
 * A cached JSON answer in the encoding the request takes, as @fastify/compress would have encoded it (which
 * leaves an answer with a Content-Encoding alone), without compressing it again.
 */
export function sendEncodedAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const { body, encoding } = answer.body(requestedEncoding(request.headers));
  const vary = reply.getHeader('vary');
  reply.type('application/json; charset=utf-8').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
