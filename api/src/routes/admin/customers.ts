import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCustomer,
  AdminCustomerList,
  AdminCustomerListQuery,
  AdminOrderList,
  AdminPageQuery,
  IdParams,
} from 'shared-ui/contract';
import { getCustomer, listCustomerOrders, listCustomers, setCustomerDisabled } from '../../services/admin/admin-customers.js';
import { staffErrors, staffOnly, staffSchema, staffWriteErrors } from './staff-only.js';

const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/customers',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListCustomers',
        summary: 'Accounts newest first, by name, email or id, and by state; with order count and spend',
        querystring: AdminCustomerListQuery,
        response: { 200: AdminCustomerList, ...staffErrors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminGetCustomer',
        summary: 'One account',
        params: IdParams,
        response: { 200: AdminCustomer, ...staffErrors },
      },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );

  app.get(
    '/api/admin/customers/:id/orders',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListCustomerOrders',
        summary: "One customer's orders, newest first",
        params: IdParams,
        querystring: AdminPageQuery,
        response: { 200: AdminOrderList, ...staffErrors },
      },
    },
    async (request) => listCustomerOrders(app.db, request.params.id, request.query),
  );

  for (const disabled of [true, false]) {
    app.put(
      `/api/admin/customers/:id/${disabled ? 'disable' : 'enable'}`,
      {
        ...staffOnly(app),
        schema: {
          ...staffSchema,
          operationId: disabled ? 'adminDisableCustomer' : 'adminEnableCustomer',
          summary: disabled
            ? 'Disable an account: every session ends at once and sign-in is refused (your own account is 409)'
            : 'Enable a disabled account (it signs in again)',
          params: IdParams,
          response: { 200: AdminCustomer, ...staffWriteErrors },
        },
      },
      async (request) => setCustomerDisabled(app.db, request.params.id, disabled, request.currentUser!),
    );
  }
};

export default adminCustomerRoutes;
