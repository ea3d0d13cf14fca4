import { OPERATIONS } from '@clubline/domain';
import { signedInOnly } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { operationName } from './operation-names.ts';

const OperationRef = builder.objectRef<{ id: string; name: string }>('Operation').implement({
  description: 'A named operation a role can allow (spec 1 §6).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Operation id, e.g. view-member.' }),
    name: t.exposeString('name', { description: 'Display name, e.g. View member.' }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerRolesFields(): void {
  builder.queryFields((t) => ({
    getAllOperations: t.field({
      type: [OperationRef],
      description: 'The whole operation catalogue, in catalogue order.',
      ...signedInOnly('The catalogue of operations, the same for every organisation.'),
      resolve: () => OPERATIONS.map((id) => ({ id, name: operationName(id) })),
    }),
  }));
}
