import { defineConfig } from 'drizzle-kit';

// Migrations are generated from every feature's *.table.ts; `casing` maps camelCase to snake_case.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/**/*.table.ts', './src/platform/*/*.table.ts'],
  out: './migrations',
  casing: 'snake_case',
});
