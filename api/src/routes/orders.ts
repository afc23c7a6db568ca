import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreateOrderBody, CreateOrderHeaders, errorResponses, IdParams, Order } from 'shared-ui/contract';
import { actorOf, changeOrder, createOrder, getOrderFor, listOrdersOf } from '../services/orders/order-service.js';
import { HttpError } from '../http-error.js';
import { stockChange } from '../services/product-changes/product-change.js';
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
      const { order, created, soldOut } = await createOrder(
        app.db,
        request.currentUser!,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) {
        app.mailWorker.wake();
        const productIds = order.orderItems.map((item) => item.product);
        await app.invalidateProductAnswers(stockChange(productIds, soldOut));
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

  const changeResponses = { 200: Order, ...errorResponses, 409: errorResponses[400] };

  app.put(
    '/api/orders/:id/pay',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'payOrder',
        summary: 'Sandbox payment by the owner (PayPal, Stripe), or staff recording payment; paying again changes nothing',
        security: signedIn,
        params: IdParams,
        response: changeResponses,
      },
    },
    async (request) => {
      const actor = actorOf(request.currentUser!);
      return (await changeOrder(app.db, request.params.id, 'pay', actor)).order;
    },
  );

  app.put(
    '/api/orders/:id/deliver',
    {
      preHandler: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['orders'],
        operationId: 'deliverOrder',
        summary: 'Mark delivered (staff only); cash-on-delivery orders become paid too; a cancelled order is 409',
        security: signedIn,
        params: IdParams,
        response: changeResponses,
      },
    },
    async (request) => {
      const actor = actorOf(request.currentUser!);
      const { order: delivered, changed } = await changeOrder(app.db, request.params.id, 'deliver', actor);
      if (changed) app.mailWorker.wake();
      return delivered;
    },
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary: 'Cancel an order not yet delivered (its owner, or staff); its stock goes back; a delivered order is 409',
        security: signedIn,
        params: IdParams,
        response: changeResponses,
      },
    },
    async (request) => {
      const actor = actorOf(request.currentUser!);
      const { order: cancelled, changed } = await changeOrder(app.db, request.params.id, 'cancel', actor);
      if (changed) {
        app.mailWorker.wake();
        // Its stock goes back: a product may be in stock again.
        const productIds = cancelled.orderItems.map((item) => item.product);
        await app.invalidateProductAnswers(stockChange(productIds, true));
      }
      return cancelled;
    },
  );
};

export default orderRoutes;
