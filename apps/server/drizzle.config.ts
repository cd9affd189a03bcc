import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes SQL migrations into drizzle/; they are committed
// and applied by the server at start-up. No database is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
