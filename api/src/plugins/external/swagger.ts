import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fp from 'fastify-plugin';

/** Security requirement of a route that needs a signed-in user: the Bearer token or the session cookie. */
export const signedIn: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
/** A route that works signed in or not (sign-out). */
export const signedInOrNot: { [scheme: string]: string[] }[] = [...signedIn, {}];
/** Security requirement of a public route: none. */
export const anyone: { [scheme: string]: string[] }[] = [];

export const API_TAGS = [
  { name: 'products', description: 'Catalogue: listings, keyword search, suggestions, details and reviews' },
  { name: 'users', description: 'Registration, sign-in and sessions, profile and password' },
  { name: 'orders', description: "Placing, paying and delivering orders; the shopper's order history" },
  { name: 'images', description: 'Generated product pictures and banners, uploaded avatars' },
  { name: 'metrics', description: 'Web-vitals reports from the shop and their summary' },
  { name: 'health', description: 'Liveness and the live release of each front-end slice' },
  {
    name: 'admin',
    description: 'The back office (staff only): orders, catalogue, stock, reviews, customers, dashboard, audit log',
  },
];

type Responses = Record<string, { description?: string }>;

/** An answer whose schema has no description is described by its status ("Not Found"), not "Default Response". */
const describeResponses: SwaggerTransformObject = (document) => {
  const paths = ('openapiObject' in document ? document.openapiObject.paths : undefined) ?? {};
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods ?? {}) as { responses?: Responses }[]) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[status] ?? status;
      }
    }
  }
  return 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
};

/**
 * The OpenAPI document at /api/docs/json, built from the routes' schemas. Every route names its
 * operationId, tags and security; `npm run lint:openapi -w api` checks the document.
 */
export default fp(
  async function swaggerPlugin(app) {
    await app.register(swagger, {
      transformObject: describeResponses,
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Storefront API',
          version: '1.0.0',
          description: 'Catalogue, search, accounts, reviews and orders of the ShopHub storefront',
        },
        // Relative: the document describes the server that serves it, whatever its host.
        servers: [{ url: '/', description: 'the server that serves this document' }],
        tags: API_TAGS,
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'the `token` of the user info answered by sign-in, registration and the profile',
            },
            cookieAuth: {
              type: 'apiKey',
              in: 'cookie',
              name: 'jwt',
              description: 'the session cookie set by sign-in and registration (writes also need a trusted Origin)',
            },
          },
        },
      },
    });
  },
  { name: 'swagger' },
);
