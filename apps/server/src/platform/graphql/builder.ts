import { fieldErrorsFromIssues, type OperationId } from '@clubline/domain';
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver } from 'graphql-scalars';
import { allowsWithoutRead } from '../auth/authorization.ts';
import { DomainError, ValidationError } from '../errors/errors.ts';
import type { GraphQLContext } from './context.ts';

/**
 * The one Pothos builder. Every root field must declare `authScopes` (a test walks the schema);
 * `authenticated` only proves a signed-in user, `anyBranch` additionally needs an operation on
 * at least one branch. Branch-specific checks happen in services, against the branch the input
 * concerns.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: {
    authenticated: boolean;
    anyBranch: OperationId;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ValidationPlugin, DataloaderPlugin],
  scopeAuth: {
    authScopes: (context) => ({
      authenticated: context.viewer !== null,
      anyBranch: (operation) =>
        context.viewer !== null && allowsWithoutRead(context, operation, { kind: 'any-branch' }),
    }),
    unauthorizedError: () => new DomainError('ACCESS_DENIED'),
  },
  validation: {
    // The first issue's message is the spec's text; the form shows the same message.
    validationError: (result) => new ValidationError(fieldErrorsFromIssues(result.issues)),
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.queryType({ description: 'Reads.' });
builder.mutationType({ description: 'Changes.' });
