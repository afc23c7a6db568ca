import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  /** origins whose pages may call the API with the shopper's cookie */
  allowedOrigins: string[];
}

export default fp<CorsPluginOptions>(
  async function corsPlugin(app, { allowedOrigins }) {
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowedOrigins.includes(origin) ? (origin ?? false) : false),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    });
  },
  { name: 'cors' },
);
