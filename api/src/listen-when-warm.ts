import type { FastifyInstance } from 'fastify';

/**
 * Opens the port once the app is ready and its site warm (site-plugin.ts, `warmUpSite`): a balancer
 * sends the first shoppers only once this answers, so none waits for the first render's start-up.
 * The search index is not waited for: it builds in the background from `ready` on.
 */
export async function listenWhenWarm(app: FastifyInstance, address: { port: number; host: string }): Promise<string> {
  await app.ready();
  if (app.hasDecorator('warmUpSite')) await app.warmUpSite();
  return app.listen(address);
}
