import type { FastifyInstance } from 'fastify';

/**
 * Opens the port once the app is ready and warm: the site has rendered its home page (site-plugin.ts,
 * `warmUpSite`) and the server has answered its own health check, the balancer's first question (its
 * answer's serializer is compiled on first use, ~20 ms). A balancer sends the first shoppers only once
 * this answers, so none of them, and none of its checks, waits for a first time. The search index is
 * not waited for: it builds in the background from `ready` on.
 */
export async function listenWhenWarm(app: FastifyInstance, address: { port: number; host: string }): Promise<string> {
  await app.ready();
  if (app.hasDecorator('warmUpSite')) await app.warmUpSite();
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200) app.log.warn({ statusCode: health.statusCode }, 'not healthy before listening');
  return app.listen(address);
}
