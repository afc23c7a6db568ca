import type { FastifyInstance } from 'fastify';
import { errorResponses } from 'shared-ui/contract';
import { signedIn } from '../../plugins/external/swagger.js';

/**
 * What every staff route shares: 401 signed out, 403 for a customer (the user row is read on each request,
 * so a staff flag taken away or an account disabled counts at once), and writes authenticated by cookie
 * must come from an allowed origin (app.authenticate's CSRF check, as for shoppers' writes).
 */
export function staffOnly(app: FastifyInstance) {
  return { preHandler: [app.authenticate, app.requireAdmin] };
}

export const staffSchema = { tags: ['admin'], security: signedIn };

export const staffErrors = { ...errorResponses };
export const staffWriteErrors = { ...errorResponses, 409: errorResponses[400] };
