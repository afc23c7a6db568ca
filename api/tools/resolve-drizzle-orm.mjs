// drizzle-kit is hoisted to the workspace root, but drizzle-orm lives in api/node_modules, and
// drizzle-kit checks its version with a bare `import('drizzle-orm/version')` from the root.
// This resolve hook retries such imports from the api package, so `npm run db:generate -w api` works.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const parent = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        try {
          return await next(specifier, context);
        } catch (error) {
          if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
            return next(specifier, { ...context, parentURL: parent });
          }
          throw error;
        }
      }
    `),
);
