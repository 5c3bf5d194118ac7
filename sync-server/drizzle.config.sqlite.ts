// drizzle-kit: SQLite migrations (run through `pnpm db:generate`, which regenerates both dialects).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/sqlite/index.ts',
  out: './drizzle/sqlite',
  strict: true,
  verbose: false,
});
