import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Address, AddressInput, AddressList, errorResponses, IdParams } from 'shared-ui/contract';
import { addAddress, chooseDefaultAddress, deleteAddress, listAddresses, updateAddress } from '../services/address-book.js';
import { signedIn } from '../plugins/external/swagger.js';

/** The signed-in shopper's address book; another user's address answers 404, like a missing one. */
const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users/addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['addresses'],
        operationId: 'listAddresses',
        summary: "The signed-in user's saved addresses, the default first",
        security: signedIn,
        response: { 200: AddressList, ...errorResponses },
      },
    },
    async (request) => listAddresses(app.db, request.currentUser!.id),
  );

  app.post(
    '/api/users/addresses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['addresses'],
        operationId: 'addAddress',
        summary: 'Save an address (the first one, or one with isDefault, becomes the default; at most 20)',
        security: signedIn,
        body: AddressInput,
        response: { 201: Address, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await addAddress(app.db, request.currentUser!.id, request.body)),
  );

  app.put(
    '/api/users/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['addresses'],
        operationId: 'updateAddress',
        summary: 'Edit a saved address; isDefault: true makes it the default',
        security: signedIn,
        params: IdParams,
        body: AddressInput,
        response: { 200: Address, ...errorResponses },
      },
    },
    async (request) => updateAddress(app.db, request.currentUser!.id, request.params.id, request.body),
  );

  app.put(
    '/api/users/addresses/:id/default',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['addresses'],
        operationId: 'chooseDefaultAddress',
        summary: 'Make a saved address the default',
        security: signedIn,
        params: IdParams,
        response: { 200: Address, ...errorResponses },
      },
    },
    async (request) => chooseDefaultAddress(app.db, request.currentUser!.id, request.params.id),
  );

  app.delete(
    '/api/users/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['addresses'],
        operationId: 'deleteAddress',
        summary: 'Delete a saved address (deleting the default makes the newest remaining one the default)',
        security: signedIn,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, request.currentUser!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default addressRoutes;
