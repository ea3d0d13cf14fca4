import { lexicographicSortSchema } from 'graphql';
import { modules } from './features.ts';
import { builder } from './platform/graphql/builder.ts';

for (const module of modules.modules) module.graphql?.();

/** The whole GraphQL schema, assembled from the modules; built once per process. */
export const schema = lexicographicSortSchema(builder.toSchema());
