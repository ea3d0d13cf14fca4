import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

/** Writes apps/server/schema.graphql; a test fails when the committed copy is stale. */
export const schemaFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, `${printSchema(schema)}\n`);
  process.stdout.write(`wrote ${schemaFile}\n`);
}
