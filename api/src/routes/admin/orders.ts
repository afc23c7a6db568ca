import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrder, AdminOrderList, AdminOrderListQuery, IdParams } from 'shared-ui/contract';
import { changeOrderAsStaff, getAdminOrder, listAllOrders } from '../../services/admin/admin-orders.js';
import type { OrderTransition } from '../../services/orders/order-state-machine.js';
import { stockChange } from '../../services/product-changes/product-change.js';
import { staffErrors, staffOnly, staffSchema, staffWriteErrors } from './staff-only.js';

const TRANSITIONS: { transition: OrderTransition; operationId: string; summary: string }[] = [
  {
    transition: 'pay',
    operationId: 'adminPayOrder',
    summary: 'Record an order paid (cash on delivery, bank transfer); a cancelled order is 409',
  },
  {
    transition: 'deliver',
    operationId: 'adminDeliverOrder',
    summary: 'Mark an order delivered (cash on delivery becomes paid too); a cancelled order is 409',
  },
  {
    transition: 'cancel',
    operationId: 'adminCancelOrder',
    summary: 'Cancel an order not yet delivered; its stock goes back in the same transaction; a delivered order is 409',
  },
];

const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListOrders',
        summary: 'Every order, newest first, by status and by order number, id, customer name or email',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList, ...staffErrors },
      },
    },
    async (request) => listAllOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminGetOrder',
        summary: "An order's page: items, customer, address, payment and timeline",
        params: IdParams,
        response: { 200: AdminOrder, ...staffErrors },
      },
    },
    async (request) => getAdminOrder(app.db, request.params.id),
  );

  for (const { transition, operationId, summary } of TRANSITIONS) {
    app.put(
      `/api/admin/orders/:id/${transition}`,
      {
        ...staffOnly(app),
        schema: { ...staffSchema, operationId, summary, params: IdParams, response: { 200: AdminOrder, ...staffWriteErrors } },
      },
      async (request) => {
        const { order, changed } = await changeOrderAsStaff(app.db, request.params.id, transition, request.currentUser!);
        if (changed && transition === 'cancel') {
          // A cancelled order's stock goes back: a product may be in stock again.
          const productIds = order.orderItems.map((item) => item.product);
          await app.invalidateProductAnswers(stockChange(productIds, true));
        }
        return order;
      },
    );
  }
};

export default adminOrderRoutes;
