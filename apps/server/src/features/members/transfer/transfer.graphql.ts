import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { PersonRef } from '../persons/persons.graphql.ts';
import { findVisiblePerson } from '../persons/persons.service.ts';
import { transferPersonToBranchInput } from './transfer.operation.ts';
import { transferPersonToBranch } from './transfer.service.ts';

const TransferPersonToBranchInputRef = builder
  .inputType('TransferPersonToBranchInput', {
    description: 'Which person moves to which branch.',
    fields: (t) => ({
      personId: t.id({ required: true, description: 'The person to move.' }),
      targetBranchId: t.id({ required: true, description: 'The new home branch.' }),
    }),
  })
  .validate(transferPersonToBranchInput);

/** The transfer mutation and the person its ticket resolves to. */
export function registerTransferFields(): void {
  builder.mutationFields((t) => ({
    transferPersonToBranch: t.field({
      type: AsyncOperationTicketRef,
      description: 'Starts moving a person to another home branch; poll the ticket for the person.',
      ...requires('manage-member', 'person'),
      args: { transferPersonToBranchInput: t.arg({ type: TransferPersonToBranchInputRef, required: true }) },
      resolve: (_root, args, context) =>
        transferPersonToBranch(requestContext(context), args.transferPersonToBranchInput),
    }),
  }));

  builder.objectField(AsyncOperationStatusRef, 'person', (t) =>
    t.field({
      type: PersonRef,
      nullable: true,
      description:
        'The resulting person, for PERSON operations; null when the viewer may no longer view them (moved to a branch of which the viewer is not staff).',
      resolve: (status, _args, context) =>
        status.resultType === 'Person' && status.resultId
          ? findVisiblePerson(requestContext(context), status.resultId)
          : null,
    }),
  );
}
