import { readFileSync } from 'node:fs';
import { GraphQLObjectType, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaFile } from './print-schema.ts';
import { schema } from './schema.ts';

describe('the GraphQL schema', () => {
  it('matches the committed apps/server/schema.graphql (run `npm run schema:print -w @clubline/server`)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(`${printSchema(schema)}\n`);
  });

  it('declares an auth scope on every Query and Mutation field', () => {
    const unguarded: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!(root instanceof GraphQLObjectType)) continue;
      for (const field of Object.values(root.getFields())) {
        const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
        if (!options?.authScopes) unguarded.push(`${root.name}.${field.name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('describes every type and field', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(type instanceof GraphQLObjectType)) continue;
      if (!type.description) undocumented.push(type.name);
      for (const field of Object.values(type.getFields())) {
        if (!field.description) undocumented.push(`${type.name}.${field.name}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
