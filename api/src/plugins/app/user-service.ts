import fp from 'fastify-plugin';
import type { AvatarStore } from '../../services/avatar-store.js';
import { UserService } from '../../services/user-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** accounts: registration, credentials, profile, password, session versions */
    userService: UserService;
  }
}

export default fp<{ avatars: AvatarStore }>(
  async function userServicePlugin(app, options) {
    app.decorate('userService', new UserService(app.db, options.avatars));
  },
  { name: 'user-service', dependencies: ['database'] },
);
