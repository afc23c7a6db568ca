import { defineConfig } from 'drizzle-kit';

// Generation only needs the dialect and the schema; migrations are applied by the app at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
