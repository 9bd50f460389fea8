import { defineConfig } from 'drizzle-kit';

// One schema, one set of SQL migrations, applied at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
