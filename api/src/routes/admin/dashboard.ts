import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAuditList, AdminAuditQuery, AdminDashboard } from 'shared-ui/contract';
import { listAudit } from '../../services/admin/audit-log.js';
import { dashboard } from '../../services/admin/dashboard.js';
import { staffErrors, staffOnly, staffSchema } from './staff-only.js';

/** The dashboard and the audit log: read-only views over the shop. */
const adminOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminDashboard',
        summary: 'Orders and revenue today, 7 and 30 days (stored totals, cancelled excluded), what waits, low stock, web vitals',
        response: { 200: AdminDashboard, ...staffErrors },
      },
    },
    async () => dashboard(app.db),
  );

  app.get(
    '/api/admin/audit',
    {
      ...staffOnly(app),
      schema: {
        ...staffSchema,
        operationId: 'adminListAudit',
        summary: 'Every staff write, newest first: who, what, when, before and after; by actor, entity and action',
        querystring: AdminAuditQuery,
        response: { 200: AdminAuditList, ...staffErrors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};

export default adminOverviewRoutes;
