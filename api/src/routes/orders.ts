import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreateOrderBody, CreateOrderHeaders, errorResponses, IdParams, Order } from 'shared-ui/contract';
import { createOrder, deliverOrder, getOrderFor, listOrdersOf, payOrder } from '../services/order-service.js';
import { HttpError } from '../http-error.js';
import { signedIn } from '../plugins/external/swagger.js';

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'createOrder',
        summary: 'Place an order; prices come from the database; Idempotency-Key makes retries safe',
        security: signedIn,
        headers: CreateOrderHeaders,
        body: CreateOrderBody,
        response: { 200: Order, 201: Order, ...errorResponses, 409: errorResponses[400], 422: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { order, created } = await createOrder(
        app.db,
        request.currentUser!,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) {
        await app.invalidateProductAnswers();
        return reply.code(201).send(order);
      }
      reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(order);
    },
  );

  app.get(
    '/api/orders/myorders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'listMyOrders',
        summary: "The signed-in user's orders, newest first",
        security: signedIn,
        response: { 200: Type.Array(Order), ...errorResponses },
      },
    },
    async (request) => listOrdersOf(app.db, request.currentUser!),
  );

  app.get(
    '/api/orders/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: "One order of the signed-in user (another user's order is 404)",
        security: signedIn,
        params: IdParams,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) => {
      const order = await getOrderFor(app.db, request.params.id, request.currentUser!);
      if (!order) throw new HttpError(404, 'Order not found');
      return order;
    },
  );

  app.put(
    '/api/orders/:id/pay',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'payOrder',
        summary: 'Sandbox payment for PayPal and Stripe orders (owner only)',
        security: signedIn,
        params: IdParams,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) => payOrder(app.db, request.params.id, request.currentUser!),
  );

  app.put(
    '/api/orders/:id/deliver',
    {
      preHandler: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['orders'],
        operationId: 'deliverOrder',
        summary: 'Mark delivered (admin only); cash-on-delivery orders become paid too',
        security: signedIn,
        params: IdParams,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) => deliverOrder(app.db, request.params.id),
  );
};

export default orderRoutes;
