import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  errorResponses,
  IdParams,
  MessageResponse,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ReviewBody,
  Suggestion,
  SuggestionQuery,
} from 'shared-ui/contract';
import { DEFAULT_PAGE_SIZE, parseListingQuery } from '../services/listing-query.js';
import { answerTags, listingTags } from '../services/product-changes/answer-tags.js';
import { decodeProductChange, ratingChange } from '../services/product-changes/product-change.js';
import { listProducts } from '../services/products/list-products.js';
import { getProduct } from '../services/products/product-detail.js';
import { getProductsByIds, parseProductIds } from '../services/products/products-by-ids.js';
import { addReview } from '../services/review-service.js';
import { NameVocabulary, searchSuggestions } from '../services/suggestion-service.js';
import { EncodedAnswer } from '../services/answer-encoding/encoded-answer.js';
import { HttpError } from '../http-error.js';
import { sendAnswerTags } from '../site/server-render/answer-tags-header.js';
import { anyone, signedIn } from '../plugins/external/swagger.js';
import { sendEncodedAnswer } from './send-encoded-answer.js';

const productIdsOf = (listing: { products: { _id: string }[] }) => listing.products.map((product) => product._id);

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.productCache;
  /** The answer kept under `key` (the cache also keeps listing totals, under keys of their own). */
  const cachedAnswer = (key: string) => {
    const hit = cache.lookup(key);
    return hit?.body instanceof EncodedAnswer ? { body: hit.body, tags: hit.tags } : undefined;
  };
  const vocabulary = new NameVocabulary(app.db);
  // Names and brands only change through catalogue changes (or announcements missed), not stock or ratings.
  app.changeFeed.subscribe((message) => {
    if (decodeProductChange(message).kind === 'catalogue') vocabulary.invalidate();
  });

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        operationId: 'listProducts',
        security: anyone,
        summary: 'List products: keyword search, filters, sort and pagination; or, with ids, exactly those products',
        description:
          'With `ids` (comma-separated, at most 100) the answer holds those products as they are now (live stock and ' +
          'price, never cached), in the order asked, on one page; unknown ids are left out and the other parameters are ignored.',
        querystring: ProductListQuery,
        response: { 200: ProductList, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.query.ids !== undefined) {
        const found = await getProductsByIds(app.db, parseProductIds(request.query.ids));
        sendAnswerTags(request, reply, answerTags(found.map((product) => product._id)));
        return { products: found, page: 1, pages: 1, total: found.length };
      }
      const q = {
        ...request.query,
        page: Number(request.query.page ?? 1),
        limit: Number(request.query.limit ?? DEFAULT_PAGE_SIZE),
      };
      if (!(q.page >= 1)) throw new HttpError(400, 'page must be a positive integer');
      if (!(q.limit >= 1 && q.limit <= 100)) throw new HttpError(400, 'limit must be an integer between 1 and 100');
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
        throw new HttpError(400, 'minPrice must not be greater than maxPrice');
      }
      const key = JSON.stringify([
        q.keyword?.trim().toLowerCase(),
        q.category,
        q.page,
        q.limit,
        q.sort,
        q.minPrice,
        q.maxPrice,
        q.brands,
        q.rating,
        q.availability,
      ]);
      let answer = cachedAnswer(key);
      if (!answer) {
        const generation = cache.generation;
        const listing = await listProducts(app.db, q, { totals: cache, searchIndex: app.searchIndex });
        answer = {
          body: new EncodedAnswer(JSON.stringify(listing)),
          tags: listingTags(parseListingQuery(q), productIdsOf(listing)),
        };
        cache.set(key, answer.body, undefined, generation, answer.tags);
      }
      sendAnswerTags(request, reply, answer.tags);
      return sendEncodedAnswer(request, reply, answer.body);
    },
  );

  app.get(
    '/api/products/search-suggestions',
    {
      schema: {
        tags: ['products'],
        operationId: 'searchSuggestions',
        security: anyone,
        summary: 'Up to 6 name suggestions; prefix and word matches first, tolerant of one typo',
        querystring: SuggestionQuery,
        response: { 200: Type.Array(Suggestion), ...errorResponses },
      },
    },
    async (request) => searchSuggestions(app.db, vocabulary, request.query.q ?? ''),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        operationId: 'getProduct',
        security: anyone,
        summary: 'One product with its reviews, newest first',
        params: IdParams,
        response: { 200: ProductDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = `product:${request.params.id}`;
      let answer = cachedAnswer(key);
      if (!answer) {
        const generation = cache.generation;
        const product = await getProduct(app.db, request.params.id);
        if (!product) throw new HttpError(404, 'Product not found');
        answer = { body: new EncodedAnswer(JSON.stringify(product)), tags: answerTags([product._id]) };
        cache.set(key, answer.body, app.productDetailTtlMs, generation, answer.tags);
      }
      sendAnswerTags(request, reply, answer.tags);
      return sendEncodedAnswer(request, reply, answer.body);
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['products'],
        operationId: 'createReview',
        summary: 'Review a product (signed in; one review per user and product)',
        security: signedIn,
        params: IdParams,
        body: ReviewBody,
        response: { 201: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await addReview(app.db, request.params.id, request.currentUser!, request.body);
      await app.invalidateProductAnswers(ratingChange([request.params.id]));
      return reply.code(201).send({ message: 'Review added' });
    },
  );
};

export default productRoutes;
