import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminProduct,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductPatch,
  AdminStockAdjustment,
  IdParams,
} from 'shared-ui/contract';
import {
  adjustStock,
  createProduct,
  getAdminProduct,
  listAdminProducts,
  setArchived,
  updateProduct,
} from '../../services/admin/admin-products.js';
import { assertKnownFields } from '../../services/admin/product-input.js';
import { CATALOGUE_CHANGE, stockChange } from '../../services/product-changes/product-change.js';
import { staffErrors, staffOnly, staffSchema, staffWriteErrors } from './staff-only.js';

/**
 * The catalogue for staff. Every write is announced after it commits (app.invalidateProductAnswers): a stock
 * adjustment as a stock change of its product, anything else as a catalogue change (the answer caches,
 * pages, the search index and the suggestions' vocabulary of every API instance).
 */
const adminProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/products',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListProducts',
        summary: 'The product table (archived products too): the listing’s keyword and category match, sort, state, low stock',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductList, ...staffErrors },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminGetProduct',
        summary: 'One product, archived or not',
        params: IdParams,
        response: { 200: AdminProduct, ...staffErrors },
      },
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminCreateProduct',
        summary: 'Create a product (every editable field of the spec; messages name the field)',
        body: AdminProductInput,
        response: { 201: AdminProduct, ...staffErrors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, request.body, request.currentUser!);
      await app.invalidateProductAnswers(CATALOGUE_CHANGE);
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminUpdateProduct',
        summary: 'Edit any fields of a product; placed orders keep the prices they were placed at',
        params: IdParams,
        body: AdminProductPatch,
        response: { 200: AdminProduct, ...staffErrors },
      },
    },
    async (request) => {
      assertKnownFields(request.body);
      const product = await updateProduct(app.db, request.params.id, request.body, request.currentUser!);
      await app.invalidateProductAnswers(CATALOGUE_CHANGE);
      return product;
    },
  );

  app.post(
    '/api/admin/products/:id/stock',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminAdjustStock',
        summary: 'Add to or take from the stock, with a reason (atomic; below zero is 409)',
        params: IdParams,
        body: AdminStockAdjustment,
        response: { 200: AdminProduct, ...staffWriteErrors },
      },
    },
    async (request) => {
      const product = await adjustStock(app.db, request.params.id, request.body.delta, request.body.reason, request.currentUser!);
      const before = product.countInStock - request.body.delta;
      await app.invalidateProductAnswers(stockChange([product._id], before > 0 !== product.countInStock > 0));
      return product;
    },
  );

  for (const archived of [true, false]) {
    app.put(
      `/api/admin/products/:id/${archived ? 'archive' : 'unarchive'}`,
      {
        ...staffOnly(app),
        schema: {
          ...staffSchema,
          operationId: archived ? 'adminArchiveProduct' : 'adminUnarchiveProduct',
          summary: archived
            ? 'Archive (instead of delete): out of listings, search, suggestions, carts and its page; orders and reviews stay'
            : 'Bring an archived product back to the shop',
          params: IdParams,
          response: { 200: AdminProduct, ...staffErrors },
        },
      },
      async (request) => {
        const { product, changed } = await setArchived(app.db, request.params.id, archived, request.currentUser!);
        if (changed) await app.invalidateProductAnswers(CATALOGUE_CHANGE);
        return product;
      },
    );
  }
};

export default adminProductRoutes;
