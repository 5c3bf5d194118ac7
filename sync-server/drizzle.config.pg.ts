// drizzle-kit: PostgreSQL migrations (run through `pnpm db:generate`, which regenerates both dialects).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/pg/index.ts',
  out: './drizzle/pg',
  strict: true,
  verbose: false,
});
