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
    const service = new UserService(app.db, options.avatars);
    app.decorate('userService', service);
    // Orphaned avatars (a crash between storing one and storing its URL) are swept once the server is ready.
    app.addHook('onReady', async () => {
      const removed = await service.sweepAvatars().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not sweep unreferenced avatars');
        return 0;
      });
      if (removed > 0) app.log.info('removed %d unreferenced avatars', removed);
    });
  },
  { name: 'user-service', dependencies: ['database'] },
);
