import fp from 'fastify-plugin';
import { UserService } from '../../services/user-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** accounts: registration, credentials, profile, password, session versions */
    userService: UserService;
  }
}

export default fp(
  async function userServicePlugin(app) {
    app.decorate('userService', new UserService(app.db, app.uploads));
  },
  { name: 'user-service', dependencies: ['database', 'uploads'] },
);
